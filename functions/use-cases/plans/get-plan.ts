import { getPlan } from '#data/plans';
import { NotFoundError } from '#platform/errors';
import type { PlanSummary } from '#shared/contracts/plans';

/** One active plan; inactive or unknown is 404. */
export async function getActivePlan(
  id: string,
): Promise<{ plan: PlanSummary }> {
  const plan = await getPlan(id);
  if (!plan?.isActive) throw new NotFoundError('Plan not found');
  return { plan };
}
