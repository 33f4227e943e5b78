import type { CompareRequest } from '../../contracts/compare.ts';
import type { PlanSummary } from '../../contracts/plans.ts';
import { stateOfPostcode } from '../postcode.ts';
import { type MarketIndex, networksForPostcode } from './market-index.ts';
import { type CatalogueFuel, partitionsOfMarket } from './partitions.ts';

/** Where a visitor buys: a fuel, a customer type, a state and maybe a postcode. */
export interface MarketQuery {
  readonly fuel: CatalogueFuel;
  readonly customerType: PlanSummary['customerType'];
  readonly state: string | undefined;
  /** A postcode narrows the networks to those serving it. */
  readonly postcode?: string;
}

/**
 * The market of a priced request (compare, side by side, a switch quote,
 * a saved comparison): its postcode turned into a state once, here, and
 * that state used both to read the catalogue and to match its plans.
 */
export function marketOfRequest(
  request: Pick<CompareRequest, 'energyType' | 'customerType' | 'postcode'>,
): MarketQuery & { readonly postcode: string } {
  return {
    fuel: request.energyType === 'Gas' ? 'GAS' : 'ELECTRICITY',
    customerType: request.customerType,
    state: stateOfPostcode(request.postcode),
    postcode: request.postcode,
  };
}

/**
 * A market resolved against the catalogue: its state, the networks it buys
 * from and the catalogue partitions holding their plans. Reading the
 * catalogue and matching its plans both use this one answer.
 */
export interface ResolvedMarket {
  readonly state: string | undefined;
  /** Network ids the catalogue's plans list for the postcode; empty when none does. */
  readonly postcodeNetworks: readonly string[];
  readonly networks: readonly string[];
  readonly partitions: string[];
}

/**
 * The networks serving the market's postcode (or its whole state without
 * one) and the partitions to read: theirs and the state's plans that name
 * no network.
 */
export function resolveMarket(
  index: MarketIndex,
  market: MarketQuery,
): ResolvedMarket {
  const networks = market.postcode
    ? networksForPostcode(index, market.fuel, market.postcode, market.state)
    : market.state
      ? (index.stateNetworks[market.fuel][market.state] ?? [])
      : [];
  return {
    state: market.state,
    postcodeNetworks: market.postcode
      ? (index.postcodeNetworks[market.fuel][market.postcode] ?? [])
      : [],
    networks,
    partitions: partitionsOfMarket(
      market.fuel,
      market.customerType,
      networks,
      market.state,
    ),
  };
}
