import type { CompareRequest } from '#shared/contracts/compare';
import { byRankingCost } from '#shared/domain/compare/sort-results';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { planStartOn } from '#shared/domain/costs/discount-days';
import { timingShifted, timingUnknown } from '#shared/domain/household/timing';
import { timingAllowancesOf } from '#shared/domain/household/timing-allowances';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';
import { keptByUsage } from './kept-by-usage.ts';
import { pricingFor } from './pricing-for.ts';

/**
 * Allowances kept by the timing-shifted sums they came from (kept warm by
 * `pricingFor`) and the compiled plan, so a warm compare of the same bill
 * prices the shifted household once, not on every request.
 */
const keptAllowances = keptByUsage<number>();

interface Row {
  readonly plan: { readonly id: string };
  readonly annualCostIncGst: number;
  readonly timingAllowanceDollars?: number;
}

/**
 * Each row with its timing allowance, in ranking order, when the household's bill cannot say
 * when it buys its power (docs/household.md, When a bill cannot say when);
 * rows priced on meter data, banded bills, typed use or a what-if are
 * returned as they are.
 */
export function withTimingAllowances<R extends Row>(
  rows: readonly R[],
  request: CompareRequest,
  profile: UsageProfile,
  year: number,
  variant: string,
  tariffs: ReadonlyMap<string, CompiledPlan>,
  now: number,
): R[] {
  if (!timingUnknown(request.usage) || request.whatIf) return [...rows];
  const { context } = pricingFor(
    request,
    year,
    () => timingShifted(profile),
    `${variant}|timing-shifted`,
  );
  const startsOn = planStartOn(now);
  const byPlan = keptAllowances(context, startsOn);
  const missing = rows.flatMap((row) => {
    const tariff = tariffs.get(row.plan.id);
    return tariff && !byPlan.has(tariff) ? [tariff] : [];
  });
  const found = timingAllowancesOf(
    missing,
    new Map(rows.map((row) => [row.plan.id, row.annualCostIncGst])),
    context,
    { startsOn },
  );
  for (const tariff of missing)
    byPlan.set(tariff, found.get(tariff.planId) ?? 0);
  const allowances = new Map(
    rows.map((row) => {
      const tariff = tariffs.get(row.plan.id);
      return [row.plan.id, tariff ? (byPlan.get(tariff) ?? 0) : 0];
    }),
  );
  return rows
    .map((row) => {
      const allowance = allowances.get(row.plan.id);
      return allowance ? { ...row, timingAllowanceDollars: allowance } : row;
    })
    .sort(byRankingCost);
}
