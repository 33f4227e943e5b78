import { parsePlanDetailData } from '../../cdr/plan-detail.ts';
import type { PlanSummary } from '../../contracts/plans.ts';
import { compilePlan } from './compile-plan.ts';
import type { CompiledPlan } from './compiled-plan.ts';
import type { NetworkState } from './time-zone.ts';

/**
 * A stored CDR plan `data` compiled as every screen prices it: the fuel of
 * the plan's energy type, local times read on `state`'s clock. Throws when
 * the document cannot be read.
 */
export function compilePublished(
  document: unknown,
  energyType: PlanSummary['energyType'],
  state: NetworkState | undefined,
): CompiledPlan {
  return compilePlan(parsePlanDetailData(document), {
    fuel: energyType === 'Gas' ? 'GAS' : 'ELECTRICITY',
    ...(state && { state }),
  });
}
