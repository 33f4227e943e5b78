// A relative path: these modules also run under Vitest, which has no `@` alias.

import { formatCents, formatKwh } from '#shared/format/money-and-dates';
import type { BillFacts } from './bill-text';
import type { UploadedUsage } from './uploaded-usage';

/** Average days in a month. */
export const DAYS_PER_MONTH = 30.44;
/** The compare API's ceiling for a monthly bill or monthly kWh. */
export const MAX_MONTHLY = 100_000;

/** The confirm form's text fields. */
export interface BillFields {
  readonly amount: string;
  readonly days: string;
  readonly kwh: string;
}

/** Figures the visitor confirmed. */
export interface BillFigures {
  readonly amountDollars: number;
  readonly days: number;
  readonly kwh?: number;
}

export type BillFieldErrors = Partial<Record<keyof BillFields, string>>;

/** The form's starting values from what was read (empty when nothing). */
export function fieldsFromFacts(facts: BillFacts): BillFields {
  return {
    amount: facts.amountDollars?.toFixed(2) ?? '',
    days: facts.days?.toString() ?? '',
    kwh: facts.kwh?.toString() ?? '',
  };
}

/** "$1,234.50" or "1 234" → 1234.5; NaN when not a plain number. */
function numberOf(text: string): number {
  const cleaned = text.replace(/[$,\s]|kwh/gi, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Checks the confirm form; each error names what to type. */
export function parseBillFields(
  fields: BillFields,
): { ok: true; figures: BillFigures } | { ok: false; errors: BillFieldErrors } {
  const errors: BillFieldErrors = {};
  const amount = numberOf(fields.amount);
  const days = numberOf(fields.days);
  const kwh = fields.kwh.trim() === '' ? undefined : numberOf(fields.kwh);
  if (!(amount > 0)) {
    errors.amount =
      'Enter the total amount of the bill in dollars, for example 412.50.';
  }
  if (!Number.isInteger(days) || days < 1 || days > 366) {
    errors.days = 'Enter the number of days the bill covers, from 1 to 366.';
  }
  if (kwh !== undefined && !(kwh >= 0)) {
    errors.kwh = 'Enter the kWh used as a number, or leave it empty.';
  }
  if (Object.keys(errors).length === 0) {
    const monthly = monthlyFromBill({ amountDollars: amount, days, kwh });
    if (monthly.monthlyBillDollars > MAX_MONTHLY) {
      errors.amount = 'That bill is larger than this comparison can price.';
    }
    if ((monthly.monthlyKwh ?? 0) > MAX_MONTHLY) {
      errors.kwh = 'That usage is larger than this comparison can price.';
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    figures: { amountDollars: amount, days, ...(kwh !== undefined && { kwh }) },
  };
}

/** Scales a bill to an average month: amount ÷ days × 30.44 (kWh alike). */
export function monthlyFromBill(figures: {
  readonly amountDollars: number;
  readonly days: number;
  readonly kwh?: number | undefined;
}): { monthlyBillDollars: number; monthlyKwh?: number } {
  const perMonth = DAYS_PER_MONTH / figures.days;
  const monthlyBillDollars =
    Math.round(figures.amountDollars * perMonth * 100) / 100;
  if (figures.kwh === undefined) return { monthlyBillDollars };
  return {
    monthlyBillDollars,
    monthlyKwh: Math.round(figures.kwh * perMonth * 10) / 10,
  };
}

/**
 * What the compare API should price for a bill: monthly kWh when the bill
 * gave it (the bill is kept for the savings figure), else the bill alone.
 */
export function uploadedUsageFromBill(figures: BillFigures): UploadedUsage {
  const { monthlyBillDollars, monthlyKwh } = monthlyFromBill(figures);
  const bill = `Bill of ${formatCents(figures.amountDollars)} for ${figures.days} ${figures.days === 1 ? 'day' : 'days'}`;
  if (monthlyKwh === undefined) {
    return {
      usage: { kind: 'monthlyBill', monthlyBillDollars },
      summary: `${bill}: about ${formatCents(monthlyBillDollars)} a month`,
      monthlyBillDollars,
    };
  }
  return {
    usage: { kind: 'monthlyKwh', monthlyKwh },
    summary: `${bill}: about ${formatCents(monthlyBillDollars)} and ${formatKwh(monthlyKwh)} a month`,
    monthlyBillDollars,
  };
}
