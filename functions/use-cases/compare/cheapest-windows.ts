import type {
  CompareRequest,
  CompareResponse,
} from '#shared/contracts/compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { rateWindowShares } from '#shared/domain/costs/rate-window-shares';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';

type Priced = Omit<
  CompareResponse['plans'][number],
  'isBestValue' | 'cardEstimates'
>;

/**
 * The cheapest listed plan's rate windows and the readings' share in each,
 * for meter data only: a typical shape would only echo our assumption.
 */
export function cheapestPlanWindows(
  request: CompareRequest,
  plans: readonly Priced[],
  tariffs: ReadonlyMap<string, CompiledPlan>,
  profile: UsageProfile,
): CompareResponse['cheapestPlanWindows'] {
  if (request.usage.kind !== 'intervals') return null;
  const cheapest = plans.reduce<Priced | undefined>(
    (best, p) =>
      !best || p.annualCostIncGst < best.annualCostIncGst ? p : best,
    undefined,
  );
  const tariff = cheapest && tariffs.get(cheapest.plan.id);
  if (!cheapest || !tariff) return null;
  return {
    planId: cheapest.plan.id,
    planName: cheapest.plan.planName,
    windows: rateWindowShares(tariff, profile),
  };
}
