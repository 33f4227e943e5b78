import * as x from '../fixtures/extras.ts';
import type { State } from '../fixtures/networks.ts';
import {
  APR_NOV,
  DEC_MAR,
  weekdayEveningDemand,
} from '../fixtures/plans-vic.ts';
import {
  ALL_DAYS,
  ALL_YEAR,
  type Band,
  demandPeriod,
  type Json,
  NON_SUMMER,
  type Price,
  type Season,
  SHOULDER_SEASON,
  SUMMER,
  singleRatePeriod,
  touPeriod,
  WEEKDAYS,
  WINTER,
} from '../fixtures/tariffs.ts';
import {
  freeMiddayHours,
  nswThreeRate,
  solarSoak,
  twoPeaksWeekdays,
  twoRateEveryDay,
  weekdayPeakWeekendOff,
} from '../fixtures/tou-shapes.ts';
import type { Rng } from './rng.ts';

/** The tariff of a generated plan, before its extras. */
export interface Tariff {
  readonly shape: string;
  readonly pricingModel: string;
  readonly tariffPeriod: readonly Json[];
  /** Contract parts that belong to the shape (controlled load). */
  readonly contract: Json;
}

export type Customer = 'RESIDENTIAL' | 'BUSINESS';

/** Typical 2026 supply ($/day) and usage ($/kWh), GST exclusive. */
const BASE: Record<State, readonly [number, number]> = {
  NSW: [1.05, 0.3],
  ACT: [0.92, 0.24],
  VIC: [1.05, 0.27],
  QLD: [1.0, 0.27],
  SA: [1.1, 0.37],
  WA: [1.08, 0.29],
  TAS: [1.1, 0.27],
  NT: [0.62, 0.26],
};

type Shape = (rng: Rng, usage: number) => Band[];

const three: Shape = (rng, u) =>
  nswThreeRate({
    peak: rng.price(u * 1.45),
    shoulder: rng.price(u),
    offPeak: rng.price(u * 0.72),
  });
const soak: Shape = (rng, u) =>
  solarSoak({
    peak: rng.price(u * 1.3),
    shoulder: rng.price(u * 0.95),
    offPeak: rng.price(u * 0.55),
  });
const twoRate =
  (bands: (peak: Price, offPeak: Price) => Band[]): Shape =>
  (rng, u) =>
    bands(rng.price(u * 1.3), rng.price(u * 0.78));

/** Time-of-use shapes by state, as the networks' tariffs are drawn. */
const TOU_SHAPES: Record<State, readonly Shape[]> = {
  NSW: [three, three, twoRate(weekdayPeakWeekendOff), twoRate(freeMiddayHours)],
  ACT: [three, twoRate(twoRateEveryDay)],
  VIC: [
    twoRate(twoRateEveryDay),
    twoRate(weekdayPeakWeekendOff),
    twoRate(freeMiddayHours),
  ],
  QLD: [soak, soak, twoRate(twoRateEveryDay), twoRate(freeMiddayHours)],
  SA: [soak, soak, twoRate(twoRateEveryDay), twoRate(freeMiddayHours)],
  WA: [soak, twoRate(twoRateEveryDay)],
  TAS: [twoRate(twoPeaksWeekdays), twoRate(weekdayPeakWeekendOff)],
  NT: [soak],
};

/** Block sizes per period: a daily, monthly, quarterly or yearly allowance. */
const BLOCKS: ReadonlyArray<readonly [string, number, number]> = [
  ['P1D', 8, 30],
  ['P1M', 250, 500],
  ['P3M', 800, 1500],
  ['P1Y', 3000, 6000],
];

function blocks(rng: Rng, usage: number): [Price, string] {
  const [period, min, max] = rng.pick(BLOCKS);
  const first = rng.price(usage * 0.95);
  const rest = rng.price(usage * 1.08);
  return [[[first, rng.int(min, max)], rest], period];
}

function controlledLoad(rng: Rng): Json[] {
  const supply = rng.chance(0.6) ? '0.0000' : rng.price(0.08);
  return rng.chance(0.8)
    ? x.controlledLoad(
        rng.price(0.17),
        supply,
        rng.pick(['Controlled Load 1', 'Off-peak hot water', 'Tariff 31']),
      )
    : x.overnightControlledLoad(rng.price(0.14), supply);
}

/** Demand measured and charged in several of the ways real plans use. */
function demandCharges(
  rng: Rng,
  customer: Customer,
  energy: (season: Season) => Json,
): Json[] {
  if (customer === 'BUSINESS') {
    const monthly = (season: Season, amount: number) =>
      demandPeriod(season, [
        {
          amount: rng.price(amount),
          days: WEEKDAYS,
          startTime: '16:00',
          endTime: '20:00',
          measurementPeriod: 'MONTH',
          chargePeriod: 'MONTH',
        },
      ]);
    return [
      energy(SUMMER),
      monthly(SUMMER, 8.5),
      energy(NON_SUMMER),
      monthly(NON_SUMMER, 5.2),
    ];
  }
  if (rng.chance(0.5)) {
    return [
      energy(DEC_MAR),
      demandPeriod(DEC_MAR, [weekdayEveningDemand(rng.price(0.36))]),
      energy(APR_NOV),
      demandPeriod(APR_NOV, [weekdayEveningDemand(rng.price(0.15))]),
    ];
  }
  return [
    energy(ALL_YEAR),
    demandPeriod(ALL_YEAR, [
      {
        amount: rng.price(0.45),
        days: rng.chance(0.5) ? ALL_DAYS : WEEKDAYS,
        startTime: '17:00',
        endTime: '21:00',
        measurementPeriod: rng.pick(['DAY', 'MONTH'] as const),
        chargePeriod: 'DAY',
      },
    ]),
  ];
}

const SHAPE_WEIGHTS: Record<
  Customer,
  ReadonlyArray<readonly [string, number]>
> = {
  RESIDENTIAL: [
    ['single', 26],
    ['singleBlocks', 7],
    ['singleCl', 11],
    ['tou', 26],
    ['touCl', 7],
    ['seasonalTou', 9],
    ['demand', 9],
    ['flexible', 3],
  ],
  BUSINESS: [
    ['single', 30],
    ['singleBlocks', 12],
    ['singleCl', 4],
    ['tou', 28],
    ['touCl', 3],
    ['seasonalTou', 8],
    ['demand', 15],
  ],
};

/** States whose networks offer controlled load tariffs. */
const CONTROLLED_LOAD: ReadonlySet<State> = new Set([
  'NSW',
  'ACT',
  'VIC',
  'QLD',
  'SA',
  'TAS',
]);

/** A random electricity tariff typical of the state and customer type. */
export function electricityTariff(
  rng: Rng,
  state: State,
  customer: Customer,
  wholesale: boolean,
): Tariff {
  const business = customer === 'BUSINESS' ? 1.2 : 1;
  const [supplyBase, usage] = BASE[state];
  const supply = rng.price(supplyBase * business);
  const tou = rng.pick(TOU_SHAPES[state]);
  let shape = wholesale ? 'flexible' : rng.weighted(SHAPE_WEIGHTS[customer]);
  if (shape === 'flexible' && !wholesale) shape = 'tou';
  if (shape.endsWith('Cl') && !CONTROLLED_LOAD.has(state)) shape = 'single';
  const single = (season: Season = ALL_YEAR) =>
    singleRatePeriod(supply, rng.price(usage), { season });
  const withTou = (season: Season = ALL_YEAR) =>
    touPeriod(supply, tou(rng, usage), season);
  switch (shape) {
    case 'singleBlocks': {
      const [price, blockPeriod] = blocks(rng, usage);
      const period = singleRatePeriod(supply, price, { blockPeriod });
      return tariff(shape, 'SINGLE_RATE', [period]);
    }
    case 'singleCl':
      return tariff(shape, 'SINGLE_RATE_CONT_LOAD', [single()], {
        controlledLoad: controlledLoad(rng),
      });
    case 'tou':
      return tariff(shape, 'TIME_OF_USE', [withTou()]);
    case 'touCl':
      return tariff(shape, 'TIME_OF_USE_CONT_LOAD', [withTou()], {
        controlledLoad: controlledLoad(rng),
      });
    case 'seasonalTou': {
      const [a, b] = rng.chance(0.7)
        ? [SUMMER, NON_SUMMER]
        : [WINTER, SHOULDER_SEASON];
      return tariff(shape, 'TIME_OF_USE', [withTou(a), withTou(b)]);
    }
    case 'demand': {
      const energy = rng.chance(0.6) ? single : withTou;
      const model = energy === single ? 'SINGLE_RATE' : 'TIME_OF_USE';
      return tariff(shape, model, demandCharges(rng, customer, energy));
    }
    case 'flexible':
      return tariff(shape, 'FLEXIBLE', [withTou()]);
    default:
      return tariff('single', 'SINGLE_RATE', [single()]);
  }
}

const tariff = (
  shape: string,
  pricingModel: string,
  tariffPeriod: Json[],
  contract: Json = {},
): Tariff => ({ shape, pricingModel, tariffPeriod, contract });
