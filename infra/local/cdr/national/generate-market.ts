import { type PlanSpec, plan } from '../fixtures/plan-builder.ts';
import type { CdrPlanData } from '../plan-data.ts';
import { MARKET_BRANDS, type MarketBrand } from './brands.ts';
import {
  electricityExtras,
  gasExtras,
  meteringCharges,
} from './contract-extras.ts';
import {
  type Customer,
  electricityTariff,
  type Tariff,
} from './electricity.ts';
import { gasTariff } from './gas.ts';
import {
  MARKET_NETWORKS,
  type MarketNetwork,
  spellingFor,
} from './networks.ts';
import { createRng, hashOf, type Rng } from './rng.ts';
import { currentVersion, reprice, repricedVersions } from './versions.ts';

export interface NationalMarketOptions {
  /** Dates are relative to it, so the market is always fresh. */
  readonly now: Date;
  /** @default {@link DEFAULT_SEED} */
  readonly seed?: number;
}

export const DEFAULT_SEED = 20_260_701;

const CUSTOMERS: readonly Customer[] = ['RESIDENTIAL', 'BUSINESS'];
/** Wholesale pass-through retailers publish FLEXIBLE plans. */
const WHOLESALE = new Set(['amber', 'flow-power', 'localvolts']);
/** Retailers that also publish their state's regulated offer. */
const REGULATED = new Set(['ergon', 'aurora', 'synergy', 'jacana']);
/** Share of plans with a scheduled re-price (two versions). */
const REPRICED = 0.04;
/** Share of plans that list their postcodes (most real ones do not). */
const LISTS_POSTCODES = 0.12;

const FAMILIES = [
  'Saver',
  'Value Saver',
  'Flexi',
  'Home Advantage',
  'Basic',
  'Plus',
  'Green Saver',
  'Solar Max',
  'Everyday',
  'Online Saver',
  'Loyalty Rewards',
  'Simple',
  'Select',
  'Essentials',
  'Smart',
  'Go Variable',
];
const SUFFIXES: Record<string, string> = {
  singleBlocks: ' (Stepped)',
  singleCl: ' + Controlled Load',
  tou: ' (Time of Use)',
  touCl: ' (Time of Use + CL)',
  seasonalTou: ' (Seasonal Time of Use)',
  demand: ' (Demand)',
  flexible: ' (Wholesale)',
  gasBlocks: ' Gas',
  gasSeasonal: ' Gas (Seasonal)',
};

/** Largest-remainder split of `total` by `weights`. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  return shares;
}

function sellersOf(network: MarketNetwork, customer: Customer): MarketBrand[] {
  const { fuel, state } = network.network;
  const sellers = MARKET_BRANDS.filter(
    (b) =>
      (network.retailers
        ? network.retailers.includes(b.brand.id)
        : b.states.includes(state) &&
          (!b.networks || b.networks.includes(network.key))) &&
      b.fuels.includes(fuel) &&
      b.customers.includes(customer),
  );
  if (sellers.length === 0) throw new Error(`no retailer on ${network.key}`);
  return sellers;
}

interface Slot {
  readonly rng: Rng;
  readonly seller: MarketBrand;
  readonly network: MarketNetwork;
  readonly customer: Customer;
  readonly number: number;
}

/** One plan's spec (less its version), drawn from the slot's generator. */
function specOf({ rng, seller, network, customer, number }: Slot): PlanSpec {
  const { brand } = seller;
  const { fuel, state } = network.network;
  const wholesale =
    fuel === 'ELECTRICITY' && WHOLESALE.has(brand.id) && rng.chance(0.8);
  const tariff: Tariff =
    fuel === 'GAS'
      ? gasTariff(rng, state, customer)
      : electricityTariff(rng, state, customer, wholesale);
  const type =
    REGULATED.has(brand.id) && rng.chance(0.5)
      ? 'REGULATED'
      : customer === 'RESIDENTIAL' && rng.chance(0.06)
        ? 'STANDING'
        : 'MARKET';
  const family =
    type === 'MARKET'
      ? rng.pick(FAMILIES)
      : type === 'REGULATED'
        ? 'Regulated Offer'
        : state === 'VIC'
          ? 'Victorian Default Offer'
          : 'Standing Offer';
  const prefix = customer === 'BUSINESS' ? 'Business ' : '';
  const extras =
    fuel === 'GAS'
      ? gasExtras(rng)
      : electricityExtras(rng, state, customer, wholesale);
  const metering = meteringCharges(rng);
  return {
    brand,
    number,
    name: `${prefix}${family}${SUFFIXES[tariff.shape] ?? ''}`,
    network: spellingFor(brand.id, network),
    customer,
    type,
    pricingModel: tariff.pricingModel,
    tariffPeriod: tariff.tariffPeriod,
    contract: { ...tariff.contract, ...extras },
    postcodes: rng.chance(LISTS_POSTCODES),
    ...(metering ? { meteringCharges: metering } : {}),
  };
}

/**
 * A national-size market (about 11,000 plans) built with the fixture
 * builders: every state, 23 networks, 48 brands, both fuels and customer
 * types. Deterministic: the same `now` and `seed` give the same plans.
 */
export function generateNationalMarket({
  now,
  seed = DEFAULT_SEED,
}: NationalMarketOptions): CdrPlanData[] {
  const nowMs = now.getTime();
  const plans: CdrPlanData[] = [];
  // Steps of 10 leave room for Victorian ids, which add the version.
  const numbers = new Map<string, number>();
  const nextNumber = (code: string) => {
    const number = numbers.get(code) ?? 100_010;
    numbers.set(code, number + 10);
    return number;
  };
  for (const network of MARKET_NETWORKS) {
    for (const customer of CUSTOMERS) {
      const { fuel } = network.network;
      // One generator per partition: resizing one leaves the others alone.
      const rng = createRng(
        seed ^ hashOf(`${fuel}/${customer}/${network.key}`),
      );
      const sellers = sellersOf(network, customer);
      const total =
        customer === 'RESIDENTIAL' ? network.residential : network.business;
      const shares = apportion(
        total,
        sellers.map((s) => s.weight),
      );
      sellers.forEach((seller, i) => {
        let left = shares[i] ?? 0;
        while (left > 0) {
          const number = nextNumber(seller.brand.code);
          const spec = specOf({ rng, seller, network, customer, number });
          if (left >= 2 && rng.chance(REPRICED)) {
            const [first, next] = repricedVersions(rng, nowMs);
            plans.push(plan({ ...spec, version: first }));
            const factor = 1 + rng.int(-3, 6) / 100;
            plans.push(
              plan({
                ...spec,
                version: next,
                tariffPeriod: reprice(spec.tariffPeriod, factor),
                contract: reprice(spec.contract ?? {}, factor),
              }),
            );
            left -= 2;
          } else {
            plans.push(plan({ ...spec, version: currentVersion(rng, nowMs) }));
            left -= 1;
          }
        }
      });
    }
  }
  return plans;
}
