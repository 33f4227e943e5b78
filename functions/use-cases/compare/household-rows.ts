import type { BillUsage, ComparedPlan } from '#shared/contracts/compare';
import {
  householdForCompare,
  householdHasOf,
  householdPeriodInWords,
} from '#shared/domain/compare/household-for-compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import {
  type EligibilityRule,
  eligibilityInWords,
  unmetEligibility,
} from '#shared/domain/household/eligibility';

type Row = Omit<ComparedPlan, 'isBestValue' | 'cardEstimates'>;
type Rules = ReadonlyMap<string, readonly EligibilityRule[]> | undefined;

/** Each row with its plan's eligibility restrictions in plain words. */
export function withEligibilityWords<R extends Row>(
  rows: readonly R[],
  rules: Rules,
): R[] {
  return rows.map((row) => ({
    ...row,
    eligibility: (rules?.get(row.plan.id) ?? []).map(eligibilityInWords),
  }));
}

/** A bill or questionnaire at a postcode, as the compare use case needs it. */
export interface ComparedHousehold {
  readonly basis: 'bill' | 'questionnaire';
  readonly period: string;
  readonly diagnostics: readonly string[];
  /** Why the household cannot take each plan it cannot (by plan id). */
  readonly ineligible: ReadonlyMap<string, readonly string[]>;
}

/**
 * What the household's answers rule out among the plans, and the period
 * its estimate comes from (docs/compare-api.md, A bill or a household).
 */
export function comparedHousehold(
  usage: BillUsage,
  postcode: string,
  year: number,
  planIds: Iterable<string>,
  rules: Rules,
  billPlan?: CompiledPlan,
): ComparedHousehold {
  const built = householdForCompare(usage, postcode, year, billPlan);
  const has = householdHasOf(usage);
  const ineligible = new Map<string, readonly string[]>();
  for (const id of planIds) {
    const reasons = unmetEligibility(rules?.get(id) ?? [], has);
    if (reasons.length > 0) ineligible.set(id, reasons);
  }
  return {
    basis: built.basis,
    period: householdPeriodInWords(usage),
    diagnostics: built.diagnostics,
    ineligible,
  };
}

/**
 * Rows for the household: the period named first in every row's
 * diagnostics, then what the model assumed; a plan it cannot take says why.
 */
export function withHouseholdNotes<R extends Row>(
  rows: readonly R[],
  household: ComparedHousehold,
): R[] {
  return rows.map((row) => {
    const reasons = household.ineligible.get(row.plan.id);
    return {
      ...row,
      diagnostics: [
        ...new Set([
          household.period,
          ...household.diagnostics,
          ...row.diagnostics,
        ]),
      ],
      ...(reasons && { ineligibleReasons: [...reasons] }),
    };
  });
}
