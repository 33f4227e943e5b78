import { retailerOptions } from '#shared/contracts/retailers';
import { nameFoundIn } from '#shared/domain/plans/plan-names';
import type { BillReading } from '@/features/household/household-from-bill';
import { type BillFacts, extractBillFacts } from './bill-text';
import { PdfTextError, readPdfText } from './read-pdf-text';
import type { BillNames } from './uploaded-usage';

const TYPE_THEM = 'Type the figures from your bill below.';

/** What the confirm step says about what could be read. */
export const BILL_NOTES = {
  all: "We read these figures from your bill. Check them and correct anything that's wrong.",
  some: 'We read some figures from your bill. Fill in the rest and check them all.',
  none: `We couldn't find the figures in this PDF. ${TYPE_THEM}`,
  noText: `This PDF has no text we can read (it may be a scanned image). ${TYPE_THEM}`,
  password: `This PDF is password-protected, so we can't read it. ${TYPE_THEM}`,
  unreadable: `We couldn't read this PDF. ${TYPE_THEM}`,
  photo: `We can't read photos of bills automatically yet. ${TYPE_THEM}`,
} as const;

/** The note for a PDF's text and the figures found in it. */
export function billNote(text: string, facts: BillFacts): string {
  if (text === '') return BILL_NOTES.noText;
  const found = [facts.amountDollars, facts.days, facts.kwh].filter(
    (figure) => figure !== undefined,
  ).length;
  if (found === 0) return BILL_NOTES.none;
  return found === 3 ? BILL_NOTES.all : BILL_NOTES.some;
}

/** The listed retailer a bill's text names, kept with the text. */
export function billNamesOf(text: string): BillNames | undefined {
  const retailer = nameFoundIn(text, retailerOptions);
  return retailer ? { retailer, text: text.slice(0, MAX_TEXT) } : undefined;
}

/**
 * What the bill step takes from a bill's facts, when the bill prints its
 * kWh; undefined when it prints none (its amount is then what can price).
 * A total with no band, controlled load or export beside it is the
 * general use.
 */
export function billReadingOf(facts: BillFacts): BillReading | undefined {
  const printed = facts.bands ?? {};
  const bands =
    Object.keys(printed).length === 0 && facts.kwh !== undefined
      ? { generalKwh: facts.kwh }
      : printed;
  if (Object.keys(bands).length === 0) return undefined;
  return {
    ...(facts.period && { period: facts.period }),
    ...(facts.days !== undefined && { days: facts.days }),
    bands,
  };
}

/** Plan names sit near the top of a bill; the rest is never needed. */
const MAX_TEXT = 20_000;

/**
 * Reads a bill PDF's figures in the browser. A PDF that cannot be read
 * (password, damage) gives no figures and a note asking to type them.
 */
export async function readBill(
  file: Blob,
): Promise<{ note: string; facts: BillFacts; names?: BillNames }> {
  try {
    const text = await readPdfText(file);
    const facts = extractBillFacts(text);
    const names = billNamesOf(text);
    return { note: billNote(text, facts), facts, ...(names && { names }) };
  } catch (error) {
    if (!(error instanceof PdfTextError)) throw error;
    return { note: BILL_NOTES[error.problem], facts: {} };
  }
}
