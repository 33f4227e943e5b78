import type { ComparedPlan, CompareResponse } from '#shared/contracts/compare';
import { rankingCost } from '#shared/domain/compare/sort-results';
import type { CostBreakdown } from '#shared/domain/costs/breakdown';
import {
  costRange,
  ERROR_BANDS,
  firstAcrossRange,
  type InputKind,
} from '#shared/domain/household/ranges';

type Row = Omit<ComparedPlan, 'isBestValue' | 'cardEstimates'>;

/**
 * Each row with its cost range for the input's error band, and whether
 * the cheapest plan the household can take stays cheapest across it
 * (docs/household.md, Ranges).
 */
export function withCostRanges<R extends Row>(
  rows: readonly R[],
  kind: InputKind,
): { rows: R[]; range: NonNullable<CompareResponse['range']> } {
  const band = ERROR_BANDS[kind];
  const ranged = rows.map((row) => ({
    ...row,
    costRange: costRange(
      row.annualCostIncGst,
      row.breakdown as CostBreakdown,
      band,
    ),
  }));
  const first = firstAcrossRange(
    ranged
      .filter((row) => !row.ineligibleReasons)
      .map((row) => {
        // Ranked as compare ranks: a timing allowance moves the whole range.
        const allowance = row.timingAllowanceDollars ?? 0;
        return {
          planId: row.plan.id,
          annualCostIncGst: rankingCost(row),
          range: {
            low: row.costRange.low + allowance,
            high: row.costRange.high + allowance,
          },
        };
      }),
  );
  return {
    rows: ranged,
    range: {
      inputKind: kind,
      errorBand: band,
      firstPlanId: first?.firstPlanId ?? null,
      firstStaysFirst: first?.staysFirst ?? null,
      overtakenBy: first?.overtakenBy ?? null,
    },
  };
}
