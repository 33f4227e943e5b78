import type { PlanSummary } from '../../contracts/plans.ts';
import { canonicalNetwork } from '../network-names.ts';
import { stateOfNetwork } from '../networks.ts';
import { type CatalogueFuel, fuelOfPlan } from './partitions.ts';

/**
 * Which networks serve which postcodes and states, learnt from the plans'
 * own CDR geography (a plan listing postcodes says which networks serve
 * them). Small enough to keep whole; it tells which partitions to read.
 */
export interface MarketIndex {
  /** Network id → how visitors see it and the state it serves. */
  readonly networks: Record<string, { name: string; state: string | null }>;
  readonly postcodeNetworks: Record<CatalogueFuel, Record<string, string[]>>;
  readonly stateNetworks: Record<CatalogueFuel, Record<string, string[]>>;
}

export type MarketPlan = Pick<
  PlanSummary,
  'energyType' | 'customerType' | 'networks' | 'availableStates'
> & { readonly includedPostcodes: readonly string[] };

const addTo = (
  map: Record<string, Set<string>>,
  key: string,
  value: string,
) => {
  map[key] ??= new Set();
  map[key].add(value);
};

const sortedLists = (map: Record<string, Set<string>>) =>
  Object.fromEntries(
    Object.entries(map).map(([key, set]) => [key, [...set].sort()]),
  );

/** Builds the index one plan at a time, holding only the index. */
export class MarketIndexBuilder {
  private readonly names = new Map<string, Map<string, number>>();
  private readonly states = new Map<string, string | null>();
  private readonly postcodes = {
    ELECTRICITY: {} as Record<string, Set<string>>,
    GAS: {} as Record<string, Set<string>>,
  };
  private readonly stateNets = {
    ELECTRICITY: {} as Record<string, Set<string>>,
    GAS: {} as Record<string, Set<string>>,
  };

  add(plan: MarketPlan): void {
    const fuel = fuelOfPlan(plan);
    for (const spelling of plan.networks) {
      const { id, name } = canonicalNetwork(spelling);
      const counts = this.names.get(id) ?? new Map<string, number>();
      counts.set(name, (counts.get(name) ?? 0) + 1);
      this.names.set(id, counts);
      const state = stateOfNetwork(name) ?? null;
      if (!this.states.get(id)) this.states.set(id, state);
      for (const s of state ? [state] : plan.availableStates)
        addTo(this.stateNets[fuel], s, id);
      for (const postcode of plan.includedPostcodes)
        addTo(this.postcodes[fuel], postcode, id);
    }
  }

  build(): MarketIndex {
    const networks: MarketIndex['networks'] = {};
    for (const [id, counts] of this.names) {
      // The spelling most plans use names an unknown network.
      const [name] = [...counts].sort(
        (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
      )[0] ?? [id];
      networks[id] = { name, state: this.states.get(id) ?? null };
    }
    return {
      networks,
      postcodeNetworks: {
        ELECTRICITY: sortedLists(this.postcodes.ELECTRICITY),
        GAS: sortedLists(this.postcodes.GAS),
      },
      stateNetworks: {
        ELECTRICITY: sortedLists(this.stateNets.ELECTRICITY),
        GAS: sortedLists(this.stateNets.GAS),
      },
    };
  }
}

/**
 * The networks whose plans a visitor at a postcode could buy: those known
 * to serve it, else every network of its state.
 */
export function networksForPostcode(
  index: MarketIndex,
  fuel: CatalogueFuel,
  postcode: string,
  state: string | undefined,
): string[] {
  const known = index.postcodeNetworks[fuel][postcode];
  if (known?.length) return known;
  return state ? (index.stateNetworks[fuel][state] ?? []) : [];
}
