import { parsePlanDetail } from '#shared/cdr/plan-detail';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { weekdayEveningDemand } from '#shared/domain/costs/fixtures/plan-documents';
import {
  createUsageProfile,
  type IntervalMinutes,
  type UsageProfile,
} from '#shared/domain/usage/usage-profile';

/** Deterministic pseudo-random numbers (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALL = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
const price = (rand: () => number, low: number, high: number) =>
  (low + rand() * (high - low)).toFixed(4);

function touRates(rand: () => number, peakStart: number) {
  const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return [
    {
      type: 'PEAK',
      rates: [{ unitPrice: price(rand, 0.35, 0.55) }],
      timeOfUse: [
        {
          days: WEEKDAYS,
          startTime: hh(peakStart),
          endTime: hh(peakStart + 6),
        },
      ],
    },
    {
      type: 'SHOULDER',
      rates: [{ unitPrice: price(rand, 0.22, 0.32) }],
      timeOfUse: [
        { days: WEEKDAYS, startTime: hh(7), endTime: hh(peakStart) },
        { days: WEEKDAYS, startTime: hh(peakStart + 6), endTime: hh(22) },
        { days: ['SAT', 'SUN'], startTime: hh(7), endTime: hh(22) },
      ],
    },
    {
      type: 'OFF_PEAK',
      rates: [{ unitPrice: price(rand, 0.12, 0.2) }],
      timeOfUse: [{ days: ALL, startTime: hh(22), endTime: '06:59' }],
    },
  ];
}

function singleRate(rand: () => number, kind: number) {
  return {
    rateBlockUType: 'singleRate',
    singleRate: {
      rates:
        kind % 3 === 1
          ? [{ unitPrice: price(rand, 0.25, 0.35) }]
          : [
              { unitPrice: price(rand, 0.25, 0.35), volume: 10 + (kind % 7) },
              { unitPrice: price(rand, 0.3, 0.4) },
            ],
      period: kind % 2 === 0 ? 'P1D' : 'P3M',
    },
  };
}

function tariffPeriods(rand: () => number, kind: number, seasonal: boolean) {
  const energy = (startDate: string, endDate: string) => ({
    displayName: `${startDate}..${endDate}`,
    startDate,
    endDate,
    dailySupplyCharge: price(rand, 0.8, 1.4),
    ...(kind % 3 === 0
      ? {
          rateBlockUType: 'timeOfUseRates',
          timeOfUseRates: touRates(rand, 13 + (kind % 4)),
        }
      : singleRate(rand, kind)),
  });
  const periods = seasonal
    ? [energy('12-01', '03-31'), energy('04-01', '11-30')]
    : [energy('07-01', '06-30')];
  if (kind % 10 !== 7) return periods;
  return [...periods, weekdayEveningDemand(price(rand, 0.1, 0.4))];
}

function feedIn(rand: () => number, kind: number) {
  return {
    scheme: 'OTHER',
    payerType: 'RETAILER',
    tariffUType: 'singleTariff',
    singleTariff: {
      rates:
        kind % 2
          ? [
              { unitPrice: price(rand, 0.03, 0.08), volume: '8' },
              { unitPrice: '0.01' },
            ]
          : [{ unitPrice: price(rand, 0.01, 0.06) }],
      period: 'P1D',
    },
  };
}

function controlledLoad(rand: () => number) {
  return {
    displayName: 'CL',
    rateBlockUType: 'singleRate',
    singleRate: {
      dailySupplyCharge: '0.05',
      rates: [{ unitPrice: price(rand, 0.12, 0.2) }],
    },
  };
}

const GUARANTEED_5_PERCENT = {
  type: 'GUARANTEED',
  methodUType: 'percentOfBill',
  percentOfBill: { rate: '0.05' },
};

/** A CDR plan document with varied, realistic structure. */
export function syntheticPlanDocument(index: number): unknown {
  const rand = random(index + 1);
  const kind = Math.floor(rand() * 1000);
  const withLoad = kind % 5 === 0;
  return {
    data: {
      planId: `SYN${index}`,
      brandName: `Retailer ${index % 40}`,
      type: 'MARKET',
      fuelType: 'ELECTRICITY',
      geography: { distributors: [index % 2 ? 'Ausgrid' : 'Energex'] },
      electricityContract: {
        pricingModel: withLoad ? 'SINGLE_RATE_CONT_LOAD' : 'SINGLE_RATE',
        timeZone: kind % 2 ? 'LOCAL' : 'AEST',
        tariffPeriod: tariffPeriods(rand, kind, kind % 4 === 1),
        ...(withLoad && { controlledLoad: [controlledLoad(rand)] }),
        solarFeedInTariff: [feedIn(rand, kind)],
        discounts: kind % 3 === 2 ? [GUARANTEED_5_PERCENT] : [],
      },
    },
  };
}

/** `count` compiled synthetic plans. */
export function syntheticPlans(count: number): CompiledPlan[] {
  return Array.from({ length: count }, (_, i) =>
    compilePlan(parsePlanDetail(syntheticPlanDocument(i))),
  );
}

/** A year of household use with evening peaks, noise and solar export. */
export function syntheticProfile(
  intervalMinutes: IntervalMinutes,
  startDate = '2025-01-01',
): UsageProfile {
  const perDay = 1440 / intervalMinutes;
  const rand = random(42);
  const used = new Float64Array(365 * perDay);
  const exported = new Float64Array(365 * perDay);
  for (let i = 0; i < used.length; i++) {
    const hour = ((i % perDay) * intervalMinutes) / 60;
    const evening = hour >= 17 && hour < 22 ? 2.5 : 1;
    used[i] = (0.25 + rand() * 0.3) * evening * (intervalMinutes / 30);
    const sun = Math.max(0, Math.sin(((hour - 6) / 12) * Math.PI));
    exported[i] = sun * 1.2 * rand() * (intervalMinutes / 30);
  }
  return createUsageProfile({
    startDate,
    intervalMinutes,
    importPerInterval: used,
    exportPerInterval: exported,
  });
}
