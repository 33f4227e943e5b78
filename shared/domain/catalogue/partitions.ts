import type { PlanSummary } from '../../contracts/plans.ts';
import { canonicalNetwork } from '../network-names.ts';

/**
 * A visitor can only buy plans of one fuel, one customer type and one
 * distribution network, so the catalogue is read by that unit: the
 * partition. Plans that name no network are sold state-wide and sit in
 * their state's `any-<state>` partition, read beside every network of it.
 */
export type CatalogueFuel = 'ELECTRICITY' | 'GAS';

export interface PartitionRef {
  readonly fuel: CatalogueFuel;
  readonly customerType: PlanSummary['customerType'];
  /** A canonical network id, or `any-<state>`. */
  readonly network: string;
}

export const fuelOfPlan = (plan: Pick<PlanSummary, 'energyType'>) =>
  plan.energyType === 'Gas' ? 'GAS' : 'ELECTRICITY';

export const anyNetworkOf = (state: string) => `any-${state.toLowerCase()}`;

export const partitionId = (ref: PartitionRef) =>
  `${ref.fuel.toLowerCase()}.${ref.customerType.toLowerCase()}.${ref.network}`;

/** The partition a partition id names. */
export function parsePartitionId(id: string): PartitionRef | undefined {
  const [fuel, customer, network] = id.split('.');
  if (!network || (fuel !== 'electricity' && fuel !== 'gas')) return undefined;
  if (customer !== 'residential' && customer !== 'business') return undefined;
  return {
    fuel: fuel === 'gas' ? 'GAS' : 'ELECTRICITY',
    customerType: customer === 'business' ? 'Business' : 'Residential',
    network,
  };
}

/** Every partition a plan is listed in: one per network it is sold on. */
export function partitionsOfPlan(
  plan: Pick<
    PlanSummary,
    'energyType' | 'customerType' | 'networks' | 'availableStates'
  >,
): string[] {
  const fuel = fuelOfPlan(plan);
  const networks =
    plan.networks.length > 0
      ? plan.networks.map((n) => canonicalNetwork(n).id)
      : plan.availableStates.map(anyNetworkOf);
  return [...new Set(networks)].map((network) =>
    partitionId({ fuel, customerType: plan.customerType, network }),
  );
}

/** The partitions a market reads: its networks and its state's any-network plans. */
export function partitionsOfMarket(
  fuel: CatalogueFuel,
  customerType: PlanSummary['customerType'],
  networkIds: Iterable<string>,
  state: string | undefined,
): string[] {
  const networks = new Set(networkIds);
  if (state) networks.add(anyNetworkOf(state));
  return [...networks].map((network) =>
    partitionId({ fuel, customerType, network }),
  );
}
