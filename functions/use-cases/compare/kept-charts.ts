import type { CompareRequest } from '#shared/contracts/compare';
import {
  type UsageCharts,
  usageChartsFor,
} from '#shared/domain/compare/usage-for-charts';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';

/** A bill's charts, kept by the priced profile (kept warm by `pricingFor`). */
const keptCharts = new WeakMap<UsageProfile, UsageCharts>();
export function chartsOf(
  request: CompareRequest,
  year: number,
  billPlan: CompiledPlan | undefined,
  profile: UsageProfile,
): UsageCharts {
  const kept = keptCharts.get(profile);
  if (kept) return kept;
  const charts = usageChartsFor(request, year, undefined, billPlan, profile);
  keptCharts.set(profile, charts);
  return charts;
}
