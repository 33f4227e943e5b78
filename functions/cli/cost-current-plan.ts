import type { BatchResult, PricedRow } from './cost-batch.ts';

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The plan a bill names, priced among the folder's plans. */
export interface CurrentPlanRow {
  readonly planId: string;
  readonly displayName: string;
  readonly annualCostIncGst: number;
  /** 1 + the plans strictly cheaper, so ties share a rank (as the compare API counts). */
  readonly rank: number;
  readonly rankedPlans: number;
}

/**
 * The current plan among every priced plan (those the household cannot
 * take too, as the compare API ranks it), and each row's first-year saving
 * against it (+ is cheaper); the rows as they were when it was not priced.
 */
export function againstCurrentPlan(
  result: BatchResult,
  currentPlanId: string,
): {
  currentPlan: CurrentPlanRow | null;
  plans: ReadonlyArray<PricedRow & { savingAgainstCurrentDollars?: number }>;
} {
  const all = [...result.priced, ...result.ineligible];
  const current = all.find((row) => row.planId === currentPlanId);
  if (!current) return { currentPlan: null, plans: result.priced };
  const cost = current.annualCostIncGst;
  return {
    currentPlan: {
      planId: current.planId,
      displayName: current.displayName,
      annualCostIncGst: cost,
      rank: all.filter((row) => row.annualCostIncGst < cost).length + 1,
      rankedPlans: all.length,
    },
    plans: result.priced.map((row) => ({
      ...row,
      savingAgainstCurrentDollars: cents(cost - row.annualCostIncGst),
    })),
  };
}
