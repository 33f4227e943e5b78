import { describe, expect, it } from 'vitest';
import { parsePlanDetail } from '../../cdr/plan-detail.ts';
import { compilePlan } from '../costs/compile-plan.ts';
import { compileDocument } from '../costs/fixtures/compile-document.ts';
import {
  gasBlocks,
  planDocument,
  singleRateNsw,
  touMidnightOffPeak,
} from '../costs/fixtures/plan-documents.ts';
import { pricePlan } from '../costs/price-plan.ts';
import {
  cardEstimatesOf,
  estimateDaysOf,
  householdKindOf,
  priceTypicalHousehold,
  typicalHousehold,
  typicalStateOf,
  typicalYearProfile,
} from './typical-household.ts';
import { estimateLabel, unitOfEnergy } from './typical-usage.ts';

const NOW = new Date('2026-11-24T00:00:00Z');
const total = (values: Float64Array) => values.reduce((a, v) => a + v, 0);
/** Share of the year's use that falls in July. */
const julyShare = (values: Float64Array) =>
  total(values.subarray(181 * 48, 212 * 48)) / total(values);

const tou = (touMidnightOffPeak as { data: { electricityContract: unknown } })
  .data.electricityContract as Record<string, unknown>;
/** 10 % off every bill until 31 Jan 2027, then nothing. */
const endingDiscount = planDocument('TST-ENDING', {
  ...tou,
  discounts: [
    {
      displayName: 'Welcome',
      type: 'GUARANTEED',
      endDate: '2027-01-31',
      methodUType: 'percentOfBill',
      percentOfBill: { rate: '0.10' },
    },
  ],
});

describe('the typical household', () => {
  it('is a home at 20 kWh a day and a business at 100, or 40 and 200 MJ of gas', () => {
    expect(typicalHousehold('home', 'KWH', 'NSW')).toEqual({
      kind: 'home',
      unit: 'KWH',
      perDay: 20,
      annualUse: 7300,
      state: 'NSW',
      label: 'A home using 20 kWh a day',
    });
    expect(typicalHousehold('business', 'KWH', undefined).annualUse).toBe(
      36500,
    );
    expect(typicalHousehold('home', 'MJ', 'VIC').label).toBe(
      'A home using 40 MJ a day',
    );
    expect(typicalHousehold('business', 'MJ', 'VIC').perDay).toBe(200);
    expect(estimateLabel('business', unitOfEnergy('Solar'))).toBe(
      'A business using 100 kWh a day, 30 days',
    );
  });

  it('is the plan’s own kind: a business for business plans, else a home', () => {
    expect(householdKindOf('Business')).toBe('business');
    expect(householdKindOf('Residential')).toBe('home');
  });

  it('takes the state of the plan’s first network, else the first state it is sold in', () => {
    expect(
      typicalStateOf({
        networks: ['Powercor', 'Ausgrid'],
        availableStates: [],
      }),
    ).toBe('VIC');
    expect(typicalStateOf({ networks: [], availableStates: ['QLD'] })).toBe(
      'QLD',
    );
    expect(
      typicalStateOf({ networks: ['Nowhere Grid'], availableStates: ['SA'] }),
    ).toBe('SA');
    expect(
      typicalStateOf({ networks: [], availableStates: ['Unknown'] }),
    ).toBeUndefined();
    expect(typicalStateOf({ networks: [], availableStates: [] })).toBe(
      undefined,
    );
  });

  it('uses its whole year, shaped by its state’s seasons', () => {
    const victoria = typicalYearProfile(
      typicalHousehold('home', 'KWH', 'VIC'),
      2026,
    );
    const queensland = typicalYearProfile(
      typicalHousehold('home', 'KWH', 'QLD'),
      2026,
    );
    const national = typicalYearProfile(
      typicalHousehold('home', 'KWH', undefined),
      2026,
    );
    expect(victoria.days).toBe(365);
    expect(victoria.startDate).toBe('2026-01-01');
    for (const profile of [victoria, queensland, national])
      expect(total(profile.importPerInterval)).toBeCloseTo(7300, 6);
    // Heating winters in Melbourne, mild ones in Brisbane.
    expect(julyShare(victoria.importPerInterval)).toBeGreaterThan(
      julyShare(queensland.importPerInterval) + 0.01,
    );
    expect(national.importPerInterval).not.toEqual(victoria.importPerInterval);
  });

  it('spreads gas evenly, in MJ', () => {
    const gas = typicalYearProfile(typicalHousehold('home', 'MJ', 'VIC'), 2026);
    expect(gas.unit).toBe('MJ');
    expect(total(gas.importPerInterval)).toBeCloseTo(14600, 6);
    expect(gas.importPerInterval[0]).toBeCloseTo(40 / 48, 9);
  });
});

describe('pricing the typical household', () => {
  it('is the engine’s price of its year, from the day the plan would start', () => {
    const plan = compileDocument(endingDiscount);
    const household = typicalHousehold('home', 'KWH', 'NSW');
    const cost = priceTypicalHousehold(plan, household, NOW);
    expect(cost).toEqual(
      pricePlan(plan, typicalYearProfile(household, 2026), {
        startsOn: '2026-11-24',
      }),
    );
  });

  it('prices a single-rate home as supply and use for 365 days', () => {
    const plan = compileDocument(singleRateNsw);
    const cost = priceTypicalHousehold(
      plan,
      typicalHousehold('home', 'KWH', 'NSW'),
      NOW,
    );
    // ($1.00 × 365 + 7,300 kWh × $0.30) × 1.1
    expect(cost.annualCostIncGst).toBeCloseTo(2810.5, 9);
  });

  it('takes 30 of 365 days of a year’s cost, to the cent', () => {
    expect(estimateDaysOf(2810.5)).toBe(231);
    expect(estimateDaysOf(1000)).toBe(82.19);
  });
});

describe('cardEstimatesOf', () => {
  it('is 30 days of the engine’s price of the typical home and business', () => {
    const plan = compileDocument(touMidnightOffPeak);
    const estimates = cardEstimatesOf(plan, 'NSW', NOW);
    const priced = (kind: 'home' | 'business') =>
      estimateDaysOf(
        priceTypicalHousehold(plan, typicalHousehold(kind, 'KWH', 'NSW'), NOW)
          .annualCostIncGst,
      );
    expect(estimates).toEqual({
      homeDollarsPer30Days: priced('home'),
      businessDollarsPer30Days: priced('business'),
    });
    expect(estimates?.businessDollarsPer30Days).toBeGreaterThan(
      (estimates?.homeDollarsPer30Days ?? 0) * 3,
    );
  });

  it('differs by state where the shape meets time-of-use rates', () => {
    const plan = compileDocument(touMidnightOffPeak);
    expect(cardEstimatesOf(plan, 'VIC', NOW)).not.toEqual(
      cardEstimatesOf(plan, 'QLD', NOW),
    );
  });

  it('counts a discount only while it lasts: dearer once it has ended', () => {
    const plan = compileDocument(endingDiscount);
    const before = cardEstimatesOf(plan, 'NSW', NOW);
    const after = cardEstimatesOf(plan, 'NSW', new Date('2027-03-01'));
    expect(before?.homeDollarsPer30Days).toBeLessThan(
      after?.homeDollarsPer30Days ?? 0,
    );
    // The same day asks again: the same answer.
    expect(cardEstimatesOf(plan, 'NSW', NOW)).toEqual(before);
  });

  it('prices a gas plan for the gas household, in MJ', () => {
    const plan = compilePlan(parsePlanDetail(gasBlocks), { fuel: 'GAS' });
    const estimates = cardEstimatesOf(plan, 'NSW', NOW);
    // 80 c a day; 30 MJ a day at 5 c and 10 at 3 c; GST on top.
    expect(estimates?.homeDollarsPer30Days).toBeCloseTo(
      Math.round((0.8 + 30 * 0.05 + 10 * 0.03) * 1.1 * 30 * 100) / 100,
      2,
    );
  });

  it('is null for a plan the engine cannot price', () => {
    const plan = { ...compileDocument(singleRateNsw), hasErrors: true };
    expect(cardEstimatesOf(plan, 'NSW', NOW)).toBeNull();
  });
});
