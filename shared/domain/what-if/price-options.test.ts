import { describe, expect, it } from 'vitest';
import type { CompiledPlan } from '../costs/compiled-plan.ts';
import { compileDocument } from '../costs/fixtures/compile-document.ts';
import * as fixtures from '../costs/fixtures/plan-documents.ts';
import type { PlanCost } from '../costs/price-plan.ts';
import { rankPlans } from '../costs/rank-plans.ts';
import { localRule } from '../costs/time-zone.ts';
import { AppliedWhatIf } from './apply-what-if.ts';
import { clearDays, solarHousehold } from './fixtures/solar-household.ts';
import { cheapWindow } from './plan-rates.ts';
import {
  cheapestPerPlan,
  cheapestRunPerPlan,
  pricingOptions,
} from './price-options.ts';
import type { WhatIf } from './what-if.ts';

const { planDocument, retailerFeedIn, anytimePeriod } = fixtures;

/** 30 c/kWh and a feed-in of 40 c: exporting beats storing. */
const richFeedIn = planDocument('TST-RICH-FIT', {
  pricingModel: 'SINGLE_RATE',
  tariffPeriod: [anytimePeriod()],
  solarFeedInTariff: [
    retailerFeedIn('singleTariff', { rates: [{ unitPrice: '0.40' }] }),
  ],
});

/** The single-rate plan again under another id: it prices alike. */
const sameAsSingleRate = structuredClone(fixtures.singleRateNsw) as {
  data: { planId: string };
};
sameAsSingleRate.data.planId = 'TST-SR-AGAIN';

const plans: CompiledPlan[] = [
  fixtures.singleRateNsw,
  fixtures.touMidnightOffPeak,
  fixtures.touLocalNsw,
  fixtures.blockPerQuarter,
  fixtures.seasonal,
  fixtures.demand,
  fixtures.steppedFeedIn,
  fixtures.discounts,
  fixtures.gasBlocks,
  richFeedIn,
  sameAsSingleRate,
].map(compileDocument);

const battery = { usableKwh: 10, powerKw: 5, roundTripEfficiency: 0.9 };

const applied = (whatIf: WhatIf, solarPeak: number) =>
  new AppliedWhatIf(
    solarHousehold(),
    whatIf,
    whatIf.solar ? clearDays(solarPeak) : undefined,
    localRule('NSW'),
  );

const whatIfs = {
  'solar and a battery': applied(
    { solar: { kw: 6.6, exportLimitKw: 5 }, battery },
    2.2,
  ),
  'a battery alone': applied({ battery }, 0),
  'solar at a tight export limit and a small battery': applied(
    {
      solar: { kw: 10, exportLimitKw: 1.5 },
      battery: { usableKwh: 5, powerKw: 2.5, roundTripEfficiency: 0.85 },
    },
    3.2,
  ),
};

/**
 * Every plan priced idle, storing and (where its window can pay) grid
 * charging, kept at its cheapest, cheapest first in the order ranking
 * every plan idle first gives: the result no pruning may change.
 */
function everyWayPriced(
  what: AppliedWhatIf,
  compared: (cost: PlanCost) => number,
) {
  const efficiency = what.whatIf.battery?.roundTripEfficiency ?? 1;
  const grid = plans.flatMap((plan) => {
    const window = cheapWindow(plan, efficiency);
    if (!window) return [];
    const outcome = what.gridCharging(window);
    return [{ outcome, rows: rankPlans([plan], outcome.context).ranked }];
  });
  const priced = [what.withoutBattery(), what.selfConsumption()].map(
    (outcome) => ({ outcome, rows: rankPlans(plans, outcome.context).ranked }),
  );
  const best = cheapestPerPlan(
    [...priced, ...grid],
    (row) => row.planId,
    compared,
  );
  return [...best.values()].sort((a, b) => compared(a.row) - compared(b.row));
}

const toCents = (cost: PlanCost) =>
  Math.round(cost.annualCostIncGst * 100) / 100;
const exact = (cost: PlanCost) => cost.annualCostIncGst;

describe('cheapestRunPerPlan', () => {
  for (const [name, what] of Object.entries(whatIfs)) {
    for (const [by, compared] of [
      ['exact', exact],
      ['to the cent', toCents],
    ] as const) {
      it(`gives every plan the cost, way and place pricing every way gives (${name}, compared ${by})`, () => {
        // Act
        const { best, excluded } = cheapestRunPerPlan(
          what,
          plans,
          {},
          compared,
        );
        // Assert
        const got = [...best.values()].map(({ row, outcome }) => ({
          row,
          use: outcome.use,
        }));
        const expected = everyWayPriced(what, compared).map(
          ({ row, outcome }) => ({ row, use: outcome.use }),
        );
        expect(got).toEqual(expected);
        expect(excluded.map((e) => e.planId)).toEqual(['TST-GAS']);
      });
    }
  }

  it('leaves idle unpriced for plans where storing wins, keeps it where exporting pays, and grid charges where the cheap window pays', () => {
    // Act
    const [idleWith] = pricingOptions(whatIfs['solar and a battery'], plans);
    const withSolar = cheapestRunPerPlan(
      whatIfs['solar and a battery'],
      plans,
      {},
    ).best;
    const alone = cheapestRunPerPlan(
      whatIfs['a battery alone'],
      plans,
      {},
    ).best;
    // Assert: the pruning is not idle here, and changes nothing above
    expect(idleWith?.planIds?.has('TST-SR-NSW')).toBe(false);
    expect(idleWith?.planIds?.has('TST-RICH-FIT')).toBe(true);
    expect(idleWith?.planIds?.has('TST-GAS')).toBe(true);
    expect(withSolar.get('TST-RICH-FIT')?.outcome.use).toBe('idle');
    expect(withSolar.get('TST-SR-NSW')?.outcome.use).toBe('selfConsumption');
    expect(alone.get('TST-TOU')?.outcome.use).toBe('gridCharging');
  });

  it('orders plans of equal cost as ranking every plan idle first did: here, as given', () => {
    // Act: the block plan never leaves its first step, so it ties with
    // the single rate (another tariff) and its copy (the same tariff)
    const ids = [
      ...cheapestRunPerPlan(
        whatIfs['solar and a battery'],
        plans,
        {},
      ).best.keys(),
    ];
    // Assert
    expect(
      ids.filter((id) =>
        ['TST-SR-NSW', 'TST-BLOCK-P3M', 'TST-SR-AGAIN'].includes(id),
      ),
    ).toEqual(['TST-SR-NSW', 'TST-BLOCK-P3M', 'TST-SR-AGAIN']);
    expect(ids.indexOf('TST-SR-AGAIN')).toBe(ids.indexOf('TST-SR-NSW') + 2);
  });
});
