import { describe, expect, it } from 'vitest';
import { createUsageProfile } from '../usage/usage-profile.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import {
  everyDay,
  type Json,
  planDocument,
  retailerFeedIn,
  singleRatePeriod,
} from './fixtures/plan-documents.ts';
import { pricePlan } from './price-plan.ts';

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const price = (rand: Rand, max = 0.5) => (rand() * max).toFixed(4);
const hour = (rand: Rand) =>
  `${String(Math.floor(rand() * 24)).padStart(2, '0')}:00`;

function basePeriod(rand: Rand): Json {
  if (rand() < 0.5)
    return singleRatePeriod(price(rand, 2), [{ unitPrice: price(rand) }]);
  const start = hour(rand);
  const end = hour(rand);
  return {
    displayName: 'All year',
    startDate: '01-01',
    endDate: '12-31',
    dailySupplyCharge: price(rand, 2),
    rateBlockUType: 'timeOfUseRates',
    timeOfUseRates:
      start === end
        ? [
            {
              type: 'PEAK',
              rates: [{ unitPrice: price(rand) }],
              timeOfUse: [everyDay('00:00', '00:00')],
            },
          ]
        : [
            {
              type: 'PEAK',
              rates: [{ unitPrice: price(rand) }],
              timeOfUse: [everyDay(start, end)],
            },
            {
              type: 'OFF_PEAK',
              rates: [{ unitPrice: price(rand) }],
              timeOfUse: [everyDay(end, start)],
            },
          ],
  };
}

function demand(rand: Rand): Json {
  const periods = ['DAY', 'MONTH', 'TARIFF_PERIOD'];
  const pick = () => periods[Math.floor(rand() * 3)];
  const text = rand() < 0.3;
  return {
    amount: price(rand),
    startTime: text ? '00:00' : hour(rand),
    endTime: text ? '00:00' : hour(rand),
    ...(text && { description: 'measured from 4pm to 8pm on weekdays' }),
    ...(rand() < 0.5 && { minDemand: (rand() * 3).toFixed(2) }),
    measurementPeriod: pick(),
    chargePeriod: pick(),
  };
}

/** Each adds one published charge to a contract (mutating a copy). */
const ADDERS: Record<string, (contract: Json, rand: Rand) => void> = {
  'a higher supply charge': (c, rand) => {
    const [period] = c.tariffPeriod as Json[];
    (period as Json).dailySupplyCharge = (
      Number((period as Json).dailySupplyCharge) + rand()
    ).toFixed(4);
  },
  'a demand charge inside the usage period': (c, rand) => {
    const [period] = c.tariffPeriod as Json[];
    (period as Json).demandCharges = [demand(rand)];
  },
  'a demand period of its own': (c, rand) => {
    (c.tariffPeriod as Json[]).push({
      startDate: '01-01',
      endDate: '12-31',
      rateBlockUType: 'demandCharges',
      demandCharges: [demand(rand)],
    });
  },
  'a membership fee': (c, rand) => {
    c.fees = [{ type: 'MEMBERSHIP', term: 'ANNUAL', amount: price(rand, 100) }];
  },
  'a dearer controlled-load rate': (c, rand) => {
    const [load] = c.controlledLoad as Json[];
    const rate = (load as { singleRate: Json }).singleRate;
    rate.rates = [{ unitPrice: (Number(price(rand)) + 0.5).toFixed(4) }];
  },
};

function contract(rand: Rand): Json {
  return {
    pricingModel: 'SINGLE_RATE_CONT_LOAD',
    timeZone: 'AEST',
    tariffPeriod: [basePeriod(rand)],
    controlledLoad: [
      {
        rateBlockUType: 'singleRate',
        singleRate: {
          dailySupplyCharge: price(rand, 0.2),
          rates: [{ unitPrice: '0.50' }],
        },
      },
    ],
    solarFeedInTariff: [
      retailerFeedIn('singleTariff', {
        rates: [{ unitPrice: price(rand, 0.1) }],
      }),
    ],
  };
}

function profile(rand: Rand) {
  const n = 365 * 48;
  const channel = (max: number) =>
    Float64Array.from({ length: n }, () => rand() * max);
  return createUsageProfile({
    startDate: '2025-01-01',
    intervalMinutes: 30,
    importPerInterval: channel(0.8),
    controlledLoadPerInterval: channel(0.3),
    exportPerInterval: channel(0.5),
  });
}

describe('adding a published charge', () => {
  it.each(Object.keys(ADDERS))('never lowers the cost: %s', (name) => {
    const add = ADDERS[name] as (c: Json, rand: Rand) => void;
    for (let seed = 1; seed <= 12; seed++) {
      // Arrange: a random plan and year of use, and the same plan plus a charge
      const rand = random(seed * 7919);
      const base = contract(rand);
      const usage = profile(rand);
      const more = structuredClone(base);
      add(more, rand);
      // Act
      const before = pricePlan(compileDocument(planDocument('P', base)), usage);
      const after = pricePlan(compileDocument(planDocument('P', more)), usage);
      // Assert
      expect(after.annualCostIncGst, `seed ${seed}`).toBeGreaterThanOrEqual(
        before.annualCostIncGst - 1e-9,
      );
      expect(after.annualCostWithAllDiscountsIncGst).toBeGreaterThanOrEqual(
        before.annualCostWithAllDiscountsIncGst - 1e-9,
      );
    }
  });
});
