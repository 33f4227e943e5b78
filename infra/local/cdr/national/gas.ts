import type { State } from '../fixtures/networks.ts';
import { gasPeriod, OFF_PEAK_GAS, PEAK_GAS } from '../fixtures/plans-gas.ts';
import type { Price } from '../fixtures/tariffs.ts';
import type { Customer, Tariff } from './electricity.ts';
import type { Rng } from './rng.ts';

/** Typical supply ($/day) and usage ($/MJ), GST exclusive. */
const BASE: Record<State, readonly [number, number]> = {
  NSW: [0.82, 0.04],
  ACT: [0.84, 0.04],
  VIC: [0.76, 0.033],
  QLD: [0.96, 0.056],
  SA: [0.83, 0.046],
  WA: [0.52, 0.049],
  TAS: [0.99, 0.049],
  NT: [0.9, 0.05],
};

/** Blocks per billing period, as the states' retailers bill gas. */
const BLOCK_PERIODS: Record<State, readonly string[]> = {
  NSW: ['P1D', 'P1D', 'P2M'],
  ACT: ['P1D'],
  VIC: ['P2M', 'P2M', 'P1M'],
  QLD: ['P1M', 'P1Y'],
  SA: ['P1Y', 'P2M'],
  WA: ['P1Y'],
  TAS: ['P1Y'],
  NT: ['P1Y'],
};

/** MJ in the first block for each block period. */
const FIRST_BLOCK: Record<string, readonly [number, number]> = {
  P1D: [30, 60],
  P1M: [1000, 2000],
  P2M: [3000, 6000],
  P1Y: [6000, 30000],
};

function steps(
  rng: Rng,
  usage: number,
  period: string,
  business: boolean,
): Price {
  const [min, max] = FIRST_BLOCK[period] ?? [1000, 2000];
  const size = rng.int(min, max) * (business ? 5 : 1);
  if (rng.chance(0.2)) return rng.price(usage);
  if (rng.chance(0.3)) {
    // Three blocks, each volume the size of that block (incremental).
    return [
      [rng.price(usage * 1.15), size],
      [rng.price(usage), size],
      rng.price(usage * 0.85),
    ];
  }
  return [[rng.price(usage * 1.1), size], rng.price(usage * 0.9)];
}

/** A random gas tariff: blocks in MJ, seasonal in Victoria. */
export function gasTariff(rng: Rng, state: State, customer: Customer): Tariff {
  const business = customer === 'BUSINESS';
  const [supplyBase, usage] = BASE[state];
  const supply = rng.price(supplyBase * (business ? 1.6 : 1));
  const period = rng.pick(BLOCK_PERIODS[state]);
  if (state === 'VIC' && rng.chance(0.45)) {
    return {
      shape: 'gasSeasonal',
      pricingModel: 'SINGLE_RATE',
      tariffPeriod: [
        gasPeriod(
          supply,
          steps(rng, usage * 1.12, period, business),
          period,
          PEAK_GAS,
        ),
        gasPeriod(
          supply,
          steps(rng, usage, period, business),
          period,
          OFF_PEAK_GAS,
        ),
      ],
      contract: {},
    };
  }
  return {
    shape: 'gasBlocks',
    pricingModel: 'SINGLE_RATE',
    tariffPeriod: [
      gasPeriod(supply, steps(rng, usage, period, business), period),
    ],
    contract: {},
  };
}
