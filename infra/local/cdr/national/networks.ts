import { NETWORKS, type Network } from '../fixtures/networks.ts';
import { hashOf } from './rng.ts';

/** A distribution network of the national market and its plan counts. */
export interface MarketNetwork {
  readonly key: string;
  readonly network: Network;
  /** Names retailers use for it; the first is the usual one. */
  readonly spellings: readonly string[];
  /** Plans per customer type: the partition sizes. */
  readonly residential: number;
  readonly business: number;
  /** Brand ids that alone sell here, when only a few do. */
  readonly retailers?: readonly string[];
}

const on = (
  key: keyof typeof NETWORKS,
  residential: number,
  business: number,
  extra: { spellings?: string[]; retailers?: string[] } = {},
): MarketNetwork => ({
  key,
  network: NETWORKS[key],
  spellings: [NETWORKS[key].name, ...(extra.spellings ?? [])],
  residential,
  business,
  ...(extra.retailers ? { retailers: extra.retailers } : {}),
});

/**
 * Every network of the fixture market with national-size counts (about
 * 8,700 electricity and 2,350 gas plans). CitiPower residential, the
 * network of Melbourne's CBD, is the biggest partition, as in real data.
 * Variant spellings are those real retailers publish.
 */
export const MARKET_NETWORKS: readonly MarketNetwork[] = [
  on('citipower', 1350, 200, { spellings: ['CitiPower'] }),
  on('powercor', 700, 120),
  on('jemena', 650, 100),
  on('united', 700, 110),
  on('ausnet', 650, 100),
  on('ausgrid', 650, 150),
  on('endeavour', 600, 130),
  on('essential', 450, 90),
  on('evoenergy', 250, 50, { spellings: ['ActewAGL Distribution'] }),
  on('energex', 600, 130, { spellings: ['Energex Limited'] }),
  on('ergon', 60, 20, { retailers: ['ergon', 'origin', 'agl'] }),
  on('sapn', 550, 110, { spellings: ['SAPN', 'Sa Power Networks'] }),
  on('tasnetworks', 60, 20),
  on('westernPower', 40, 15, { retailers: ['synergy', 'alinta'] }),
  on('powerWater', 20, 10, { retailers: ['jacana', 'rimu'] }),
  on('jemenaGasNsw', 500, 150),
  on('ausnetGas', 350, 100),
  on('multinet', 380, 110),
  on('agnSa', 250, 70),
  on('evoenergyGas', 120, 40),
  on('allgas', 120, 40),
  on('atco', 60, 20, { retailers: ['alinta', 'kleenheat', 'agl'] }),
  on('tasGas', 30, 10, {
    retailers: ['aurora', 'tas-gas-retail', 'solstice'],
  }),
];

/**
 * How a brand spells a network: most use the usual name, some brands a
 * variant, always the same one for the same brand.
 */
export function spellingFor(brandId: string, network: MarketNetwork): Network {
  const { spellings } = network;
  const choice = hashOf(`${brandId}/${network.key}`) % (spellings.length + 2);
  const name = spellings[choice] ?? (spellings[0] as string);
  return name === network.network.name
    ? network.network
    : { ...network.network, name };
}

const BY_SPELLING = new Map(
  MARKET_NETWORKS.flatMap((n) => n.spellings.map((s) => [s, n] as const)),
);

/** The market network a distributor name (any spelling) stands for. */
export function marketNetworkOf(name: string): MarketNetwork | undefined {
  return BY_SPELLING.get(name);
}
