import { describe, expect, it } from 'vitest';
import type { CompiledPlan } from '../costs/compiled-plan.ts';
import { compileDocument } from '../costs/fixtures/compile-document.ts';
import * as fixtures from '../costs/fixtures/plan-documents.ts';
import { type EnergyTotals, emptyTotals } from './dispatch.ts';
import { storingBeatsIdle } from './storing-beats-idle.ts';

const totals = (bought: number, exported: number): EnergyTotals => ({
  ...emptyTotals(),
  bought,
  exported,
});

/** Storing 100 kWh of spare solar over four weeks gives back 90. */
const idle = totals(400, 300);
const storing = totals(310, 200);
const beats = (plan: CompiledPlan) => storingBeatsIdle(plan, idle, storing, 28);

const singleRate = compileDocument(fixtures.singleRateNsw);

/** 30 c/kWh and a feed-in of 40 c. */
const richFeedIn = fixtures.planDocument('TST-RICH-FIT', {
  pricingModel: 'SINGLE_RATE',
  tariffPeriod: [fixtures.anytimePeriod()],
  solarFeedInTariff: [
    fixtures.retailerFeedIn('singleTariff', { rates: [{ unitPrice: '0.40' }] }),
  ],
});

describe('storingBeatsIdle', () => {
  it('holds for 30 c/kWh and no feed-in, and for a small stepped feed-in', () => {
    expect(beats(singleRate)).toBe(true);
    expect(
      beats({
        ...compileDocument(fixtures.steppedFeedIn),
        feedInChoice: undefined,
      }),
    ).toBe(true);
  });

  it('does not hold where a feed-in pays more than storing saves, as an option or the tariff', () => {
    const stepped = compileDocument(fixtures.steppedFeedIn);
    const rich = compileDocument(richFeedIn);
    expect(beats(rich)).toBe(false);
    expect(
      beats({
        ...stepped,
        feedInChoice: {
          options: rich.feedIn ? [rich.feedIn] : [],
          reason: 'overlap',
        },
      }),
    ).toBe(false);
  });

  it('does not hold where the saving is a cent a year or less', () => {
    expect(
      storingBeatsIdle(singleRate, idle, totals(400 - 1e-6, 300), 28),
    ).toBe(false);
  });

  it('does not hold where some use is bought free or unpriced', () => {
    const usage = singleRate.periods[0]?.usage;
    if (!usage) throw new Error('single rate has a period');
    const free = { ...usage.rates[0], pricesDollars: [0] };
    const withPeriod = (change: object) =>
      ({
        ...singleRate,
        periods: [{ ...singleRate.periods[0], ...change }],
      }) as CompiledPlan;
    expect(beats(withPeriod({ usage: { ...usage, rates: [free] } }))).toBe(
      false,
    );
    expect(
      beats(
        withPeriod({
          usage: { ...usage, rates: [{ ...free, pricesDollars: [] }] },
        }),
      ),
    ).toBe(false);
    expect(beats(withPeriod({ usage: { ...usage, rates: [] } }))).toBe(false);
    expect(
      beats({
        ...singleRate,
        seasons: {
          ...singleRate.seasons,
          periodOfCalendarDay: new Int8Array(366).fill(-1),
        },
      }),
    ).toBe(false);
  });

  it('does not hold where a demand charge pays back or discounts take the whole bill', () => {
    const demand = compileDocument(fixtures.demand);
    const charges = demand.demandCharges.map((season) =>
      season.map((charge) => ({ ...charge, amountDollarsPerKw: -0.4 })),
    );
    expect(beats(demand)).toBe(true);
    expect(beats({ ...demand, demandCharges: charges })).toBe(false);
    const discounted = compileDocument(fixtures.discounts);
    expect(beats(discounted)).toBe(true);
    expect(
      beats({
        ...discounted,
        discounts: discounted.discounts.map((d) => ({ ...d, rate: 1 })),
      }),
    ).toBe(false);
  });
});
