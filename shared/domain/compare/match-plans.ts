import type { CompareRequest } from '../../contracts/compare.ts';
import type { PlanSummary } from '../../contracts/plans.ts';
import type { ResolvedMarket } from '../catalogue/market.ts';
import { canonicalNetwork } from '../network-names.ts';
import { isSoldAt, type PlanGeography } from './network-index.ts';

/** A catalogue plan with where it is sold. */
export type CataloguePlan = PlanSummary & PlanGeography;

export interface PlanMatch<P extends CataloguePlan> {
  readonly matchedState: string | undefined;
  readonly networks: { name: string; planCount: number }[];
  readonly needsNetworkChoice: boolean;
  /**
   * The network the plans are on: the one chosen, else the postcode's only
   * one; undefined when several serve it and none was chosen.
   */
  readonly network?: string;
  readonly plans: P[];
}

/** Plans with at least this much GreenPower pass the green filter. */
export const GREEN_THRESHOLD_PERCENT = 50;

const hasNoExitFee = (plan: PlanSummary) =>
  plan.exitFees === 'None' || plan.exitFees === '$0';

function wantsFuel(plan: PlanSummary, request: CompareRequest): boolean {
  if (request.energyType === 'Gas') return plan.energyType === 'Gas';
  if (request.energyType === 'Solar') {
    // Solar homes compare electricity plans that pay for exports.
    return plan.energyType !== 'Gas' && (plan.solarFeedInCentsPerKwh ?? 0) > 0;
  }
  return plan.energyType !== 'Gas';
}

function passesFilters(
  plan: PlanSummary,
  filters: CompareRequest['filters'],
): boolean {
  if (filters.planType !== 'all' && plan.planType !== filters.planType)
    return false;
  if (filters.greenOnly && plan.greenEnergyPercent < GREEN_THRESHOLD_PERCENT)
    return false;
  return !filters.noExitFee || hasNoExitFee(plan);
}

function countByNetwork(plans: readonly CataloguePlan[]) {
  const counts = new Map<string, number>();
  for (const plan of plans)
    for (const n of plan.networks) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts]
    .map(([name, planCount]) => ({ name, planCount }))
    .sort((a, b) => b.planCount - a.planCount);
}

/**
 * The plans a visitor at a postcode can buy, for the fuel and customer
 * type asked, after the comparison's filters. Every matching plan is kept: none
 * is hidden or invented. When several networks serve the postcode and none
 * was chosen, plans of every network are returned, each naming its own.
 */
export function matchPlans<P extends CataloguePlan>(
  catalogue: readonly P[],
  request: CompareRequest,
  /** The market as resolveMarket resolved it for the catalogue read. */
  market: Pick<ResolvedMarket, 'state' | 'postcodeNetworks'>,
): PlanMatch<P> {
  const { state } = market;
  const known = new Set(market.postcodeNetworks);
  const sold = catalogue.filter(
    (p) =>
      p.isActive &&
      wantsFuel(p, request) &&
      isSoldAt(p, request.postcode, state, known),
  );
  const networks = countByNetwork(sold);
  const asked = request.network && canonicalNetwork(request.network).id;
  const chosen = networks.find(
    (n) => asked && canonicalNetwork(n.name).id === asked,
  )?.name;
  const plans = sold.filter(
    (p) =>
      p.customerType === request.customerType &&
      passesFilters(p, request.filters) &&
      (!chosen || p.networks.length === 0 || p.networks.includes(chosen)),
  );
  const network =
    chosen ?? (networks.length === 1 ? networks[0]?.name : undefined);
  return {
    matchedState: state,
    networks,
    needsNetworkChoice: networks.length > 1 && !chosen,
    ...(network && { network }),
    plans,
  };
}
