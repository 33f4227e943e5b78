import { NotFoundError } from '#platform/errors';
import type { PlanSummary } from '#shared/contracts/plans';
import type { PlanLookup } from '../ports-plans.ts';

/** One active plan; inactive or unknown is 404. */
export async function getActivePlan(
  plans: PlanLookup,
  id: string,
): Promise<{ plan: PlanSummary }> {
  const plan = await plans(id);
  if (!plan?.isActive) throw new NotFoundError('Plan not found');
  return { plan };
}
