import type { TypicalCost } from '../contracts/plan-details.ts';
import type { PlanSummary } from '../contracts/plans.ts';

/**
 * Whose usage the typical household cost is priced on: the same sentence
 * in the served plan page and once the app has drawn it.
 */
export const typicalCostBasis = ({
  label,
  network,
}: Pick<TypicalCost, 'label' | 'network'>) =>
  `${label}${network ? ` on the ${network} network` : ''}, shaped for its state’s days and seasons, priced by our engine.`;

/** `Electricity · Residential · Ausgrid network`: what and where. */
export const planKindAndPlace = (
  plan: Pick<
    PlanSummary,
    'energyType' | 'customerType' | 'networks' | 'availableStates'
  >,
) =>
  `${plan.energyType} · ${plan.customerType} · ${
    plan.networks.length > 0
      ? `${plan.networks.join(', ')} network`
      : plan.availableStates.join(', ')
  }`;
