import { ValidationError } from '#platform/errors';
import type { CompareRequest } from '#shared/contracts/compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';

/**
 * The plan a bill names (`usage.currentPlanId`) when the visitor's market
 * sells it: its windows place the bill's bands (docs/household.md, Bands).
 */
export function soldBillPlan(
  usage: CompareRequest['usage'],
  sold: ReadonlySet<string>,
  compiled: ReadonlyMap<string, CompiledPlan>,
): CompiledPlan | undefined {
  if (usage.kind !== 'bill' || !usage.currentPlanId) return undefined;
  return sold.has(usage.currentPlanId)
    ? compiled.get(usage.currentPlanId)
    : undefined;
}

/**
 * The plan a bill names, or a 400 naming it when the visitor's market
 * does not sell it (docs/compare-api.md, A bill or a household).
 */
export function billPlanOf(
  usage: CompareRequest['usage'],
  sold: ReadonlySet<string>,
  compiled: ReadonlyMap<string, CompiledPlan>,
): CompiledPlan | undefined {
  const plan = soldBillPlan(usage, sold, compiled);
  if (!plan && usage.kind === 'bill' && usage.currentPlanId)
    throw billPlanNotSold();
  return plan;
}

/** The 400 for a bill naming a plan the visitor's market does not sell. */
export const billPlanNotSold = () =>
  new ValidationError(
    'The plan on the bill is not one sold at this postcode for this fuel and customer type',
    'usage.currentPlanId',
  );

/** The plan savings are measured from: the one named, else the bill's. */
export function currentPlanIdOf(request: CompareRequest): string | undefined {
  return (
    request.currentPlanId ??
    (request.usage.kind === 'bill' ? request.usage.currentPlanId : undefined)
  );
}
