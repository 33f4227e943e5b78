import { describe, expect, it } from 'vitest';
import {
  type CompareRequestInput,
  compareRequestSchema,
} from '#shared/contracts/compare';
import {
  anytimePeriod,
  everyDay,
  peakOffPeakPeriod,
  planDocument,
  retailerFeedIn,
  singleRateNsw,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { whatIfCostsIn2026 } from '#shared/domain/what-if/fixtures/what-if-costs';
import type { WhatIfCosts } from '#shared/domain/what-if/upfront-costs';
import { inMemoryCatalogue } from '#test-support/in-memory-catalogue';
import { inMemoryInquiries } from '#test-support/in-memory-inquiries';
import { inMemoryPeople } from '#test-support/in-memory-people';
import { comparePlans } from './compare-plans.ts';

const NOW = new Date('2025-07-03T00:00:00Z');

/** Free 10:00-15:00 every day, 40 c otherwise. */
const freeMidday = planDocument('TST-FREE', {
  pricingModel: 'TIME_OF_USE',
  timeZone: 'LOCAL',
  tariffPeriod: [
    {
      ...peakOffPeakPeriod([], []),
      timeOfUseRates: [
        {
          type: 'PEAK',
          rates: [{ unitPrice: '0.40' }],
          timeOfUse: [everyDay('15:00', '10:00')],
        },
        {
          type: 'OFF_PEAK',
          rates: [{ unitPrice: '0.00' }],
          timeOfUse: [everyDay('10:00', '15:00')],
        },
      ],
    },
  ],
});

/** 30 c/kWh and a feed-in of 40 c: exporting beats storing. */
const richFeedIn = planDocument('TST-RICH-FIT', {
  pricingModel: 'SINGLE_RATE',
  tariffPeriod: [anytimePeriod()],
  solarFeedInTariff: [
    retailerFeedIn('singleTariff', { rates: [{ unitPrice: '0.40' }] }),
  ],
});

function compare(
  input: Partial<CompareRequestInput>,
  whatIfCosts?: () => Promise<WhatIfCosts>,
) {
  const catalogue = inMemoryCatalogue(
    [singleRateNsw, touMidnightOffPeak, freeMidday, richFeedIn],
    NOW,
  );
  const deps = {
    clock: { now: () => NOW },
    referencePrices: async () => [],
    ids: { next: () => 'id-1' },
    market: catalogue.market,
    inquiries: inMemoryInquiries().store,
    people: inMemoryPeople().store,
    ...(whatIfCosts && { whatIfCosts }),
  };
  return comparePlans(
    deps,
    compareRequestSchema.parse({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 500 },
      ...input,
    }),
  );
}

const costOf = (result: Awaited<ReturnType<typeof compare>>, id: string) =>
  result.plans.find((p) => p.plan.id === id);

describe('comparePlans with a what-if', () => {
  it('prices every plan before and after and re-ranks on the cost after', async () => {
    // Arrange
    const plain = await compare({});
    // Act
    const result = await compare({
      whatIf: { loadShift: { eveningShare: 0.5 } },
    });
    // Assert
    expect(result.plans).toHaveLength(4);
    for (const row of result.plans) {
      const before = costOf(plain, row.plan.id)?.annualCostIncGst;
      expect(row.whatIf?.before.annualCostIncGst).toBe(before);
      expect(row.whatIf?.differenceDollars).toBeCloseTo(
        row.annualCostIncGst - (before ?? 0),
        2,
      );
    }
    const costs = result.plans.map((p) => p.annualCostIncGst);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    // A single rate does not care when use happens; free midday does
    expect(costOf(result, 'TST-SR-NSW')?.whatIf?.differenceDollars).toBeCloseTo(
      0,
      2,
    );
    expect(costOf(result, 'TST-FREE')?.whatIf?.differenceDollars).toBeLessThan(
      -100,
    );
    expect(result.whatIf?.bestAfter?.planId).toBe(result.plans[0]?.plan.id);
    expect(result.whatIf?.bestBefore?.planId).toBe(plain.plans[0]?.plan.id);
  });

  it('labels a plan’s free-power window on its row', async () => {
    const result = await compare({});
    expect(costOf(result, 'TST-FREE')?.freePowerWindows).toEqual([
      'Free 10:00-15:00 every day',
    ]);
    expect(costOf(result, 'TST-SR-NSW')?.freePowerWindows).toBeUndefined();
  });

  it('tops a battery up in a cheap window only where that plan pays for it, and never prices a plan worse', async () => {
    // Act: a battery and no solar
    const result = await compare({ whatIf: { battery: { usableKwh: 10 } } });
    // Assert
    const single = costOf(result, 'TST-SR-NSW');
    expect(single?.whatIf?.batteryUse).toBe('idle');
    expect(single?.annualCostIncGst).toBe(
      single?.whatIf?.before.annualCostIncGst,
    );
    const tou = costOf(result, 'TST-TOU');
    expect(tou?.whatIf?.batteryUse).toBe('gridCharging');
    expect(tou?.whatIf?.differenceDollars).toBeLessThan(-50);
    for (const row of result.plans)
      expect(row.whatIf?.differenceDollars).toBeLessThanOrEqual(0);
  });

  it('leaves the battery idle where storing solar would cost more than exporting it', async () => {
    // Act
    const solar = await compare({ whatIf: { solar: { kw: 6.6 } } });
    const both = await compare({
      whatIf: { solar: { kw: 6.6 }, battery: { usableKwh: 10 } },
    });
    // Assert
    const rich = costOf(both, 'TST-RICH-FIT');
    expect(rich?.whatIf?.batteryUse).toBe('idle');
    expect(rich?.annualCostIncGst).toBe(
      costOf(solar, 'TST-RICH-FIT')?.annualCostIncGst,
    );
    expect(costOf(both, 'TST-SR-NSW')?.whatIf?.batteryUse).toBe(
      'selfConsumption',
    );
  });

  it('never raises any plan’s cost with the battery added, even where storing solar loses its feed-in', async () => {
    // Arrange: every plan with panels only; the 40 c feed-in plan loses
    // money on each kWh a naive dispatch stores instead of exporting.
    const solar = await compare({ whatIf: { solar: { kw: 6.6 } } });
    // Act
    const both = await compare({
      whatIf: { solar: { kw: 6.6 }, battery: { usableKwh: 10 } },
    });
    // Assert
    expect(both.plans).toHaveLength(solar.plans.length);
    for (const row of both.plans)
      expect(row.annualCostIncGst).toBeLessThanOrEqual(
        (costOf(solar, row.plan.id)?.annualCostIncGst ?? Number.NaN) + 0.01,
      );
    // The fixture can fail the rule: storing solar there costs more
    // (priced with the battery run for the single-rate plan's gain).
    expect(costOf(both, 'TST-RICH-FIT')?.whatIf?.batteryUse).toBe('idle');
    expect(costOf(both, 'TST-SR-NSW')?.whatIf?.batteryUse).toBe(
      'selfConsumption',
    );
  });

  it('adds solar and a battery with a balance that closes and exports within the limit', async () => {
    // Act
    const result = await compare({
      whatIf: {
        solar: { kw: 10, exportLimitKw: 3 },
        battery: { usableKwh: 13.5, powerKw: 5 },
        ev: { kmPerYear: 10_000 },
      },
    });
    // Assert
    const summary = result.whatIf;
    const balance = summary?.balance;
    expect(balance?.solarGenerated).toBeGreaterThan(12_000);
    expect(Math.abs(balance?.unaccounted ?? 1)).toBeLessThan(0.1);
    expect(balance?.curtailed).toBeGreaterThan(0);
    expect(balance?.homeUse).toBeCloseTo(6000 + 1700, -1);
    expect(
      Math.max(...(summary?.averageDay.after.export ?? [])),
    ).toBeLessThanOrEqual(1.5);
    expect(summary?.averageDay.after.battery).toHaveLength(48);
    expect(summary?.worthTogether?.against).toBe('bestBefore');
    expect(summary?.worthTogether?.dollars).toBeCloseTo(
      (summary?.bestBefore?.annualCostIncGst ?? 0) -
        (summary?.bestAfter?.annualCostIncGst ?? 0),
      2,
    );
  });

  it('measures switching and the change together from the current plan', async () => {
    const result = await compare({
      currentPlanId: 'TST-SR-NSW',
      whatIf: { solar: { kw: 6.6 } },
    });
    const current = result.plans.find((p) => p.plan.id === 'TST-SR-NSW');
    expect(result.whatIf?.worthTogether).toEqual({
      against: 'currentPlan',
      dollars: expect.closeTo(
        (current?.whatIf?.before.annualCostIncGst ?? 0) -
          (result.whatIf?.bestAfter?.annualCostIncGst ?? 0),
        2,
      ),
    });
  });
});

describe('the what-if’s money', () => {
  // The clock reads 3 July 2025: rebate steps that cover that day.
  const costs: WhatIfCosts = {
    ...whatIfCostsIn2026,
    validUntil: '2025-12-31',
    solar: {
      ...whatIfCostsIn2026.solar,
      deemingYears: [{ from: '2025-01-01', to: '2025-12-31', years: 6 }],
    },
    battery: {
      ...whatIfCostsIn2026.battery,
      certificatesPerKwh: [
        { from: '2025-07-01', to: '2025-12-31', factor: 9.3 },
      ],
    },
  };

  it('prices the panels and battery on the day and pays them back from the best plan after’s saving', async () => {
    const result = await compare(
      { whatIf: { solar: { kw: 6.6 }, battery: { usableKwh: 10 } } },
      async () => costs,
    );
    const money = result.whatIf?.money;
    const best = result.whatIf?.bestAfter;
    const saving =
      (best?.beforeAnnualCostIncGst ?? 0) - (best?.annualCostIncGst ?? 0);
    expect(money?.installedOn).toBe('2025-07-03');
    expect(money?.upfront?.battery?.certificates).toBe(93);
    expect(money?.upfront?.solar?.certificates).toBe(47); // 6.6 × 1.2 × 6
    expect(saving).toBeGreaterThan(0);
    expect(money?.payback).toEqual({
      years: {
        low: Math.floor((money?.upfront?.net.low ?? 0) / saving),
        high: Math.ceil((money?.upfront?.net.high ?? 0) / saving),
      },
      annualSavingDollars: expect.closeTo(saving, 2),
    });
  });

  it('still prices every plan when the cost data has expired, with no money but the reason', async () => {
    const result = await compare(
      { whatIf: { solar: { kw: 6.6 } } },
      async () => ({ ...costs, validUntil: '2025-07-02' }),
    );
    expect(result.plans).toHaveLength(4);
    expect(result.plans.every((p) => p.whatIf)).toBe(true);
    expect(result.whatIf?.money).toMatchObject({
      upfront: null,
      payback: null,
      noPaybackBecause: 'costDataExpired',
    });
  });

  it('shows no money where the server has no cost data', async () => {
    const result = await compare({ whatIf: { solar: { kw: 6.6 } } });
    expect(result.whatIf?.money).toBeUndefined();
  });
});

describe('what-if request', () => {
  const parse = (whatIf: unknown) =>
    compareRequestSchema.safeParse({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 500 },
      whatIf,
    });
  const fieldOf = (whatIf: unknown) => {
    const result = parse(whatIf);
    return result.success ? null : result.error.issues[0]?.path.join('.');
  };

  it.each([
    [{ solar: { kw: 31 } }, 'whatIf.solar.kw'],
    [{ solar: { kw: 0.4 } }, 'whatIf.solar.kw'],
    [{ battery: { usableKwh: 101 } }, 'whatIf.battery.usableKwh'],
    [{ battery: { usableKwh: 5, powerKw: 10.5 } }, 'whatIf.battery.powerKw'],
    [{ ev: { kmPerYear: 100_001 } }, 'whatIf.ev.kmPerYear'],
    [{ loadShift: { eveningShare: 1.2 } }, 'whatIf.loadShift.eveningShare'],
    [{ loadShift: { eveningShare: -0.1 } }, 'whatIf.loadShift.eveningShare'],
    [{}, 'whatIf'],
  ])('refuses %j naming %s', (whatIf, field) => {
    expect(fieldOf(whatIf)).toBe(field);
  });

  it('accepts sizes homes install, at the edges', () => {
    expect(
      parse({
        solar: { kw: 30 },
        battery: { usableKwh: 5, powerKw: 10 },
        ev: { kmPerYear: 100_000 },
        loadShift: { eveningShare: 1 },
      }).success,
    ).toBe(true);
  });
});
