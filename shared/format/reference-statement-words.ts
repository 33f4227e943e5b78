import type { ReferenceStatement } from '../contracts/reference-statement.ts';
import { formatDollars } from './money-and-dates.ts';

/** A reference statement as sentences: the lead, and what it was measured on. */
export interface ReferenceStatementWords {
  readonly stated: boolean;
  readonly lead: string;
  /** Null when no statement is made: the lead then says why. */
  readonly detail: string | null;
}

/**
 * The words every page gives a plan's reference statement, the app's and
 * the served HTML's alike (docs/pricing-rules.md, Reference price
 * statement).
 */
export function referenceStatementWords(
  statement: ReferenceStatement,
): ReferenceStatementWords {
  if (statement.kind === 'none')
    return {
      stated: false,
      lead: `Reference price: ${statement.reason}`,
      detail: null,
    };
  const { reference } = statement;
  return {
    stated: true,
    lead: `This plan is ${statement.text}.`,
    detail: `Its price without conditional discounts or feed-in credits is ${formatDollars(statement.unconditionalAnnualIncGst)} a year at the model usage of ${reference.modelAnnualKwh?.toLocaleString('en-AU')} kWh (${reference.customerType.toLowerCase()}, ${reference.network}), against ${formatDollars(reference.annualPriceIncGst)}. Source: ${reference.source}.`,
  };
}
