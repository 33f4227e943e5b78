import { describe, expect, it } from 'vitest';
import { compileDocument } from '#shared/domain/costs/fixtures/compile-document';
import * as fixtures from '#shared/domain/costs/fixtures/plan-documents';
import { localRule } from '#shared/domain/costs/time-zone';
import { AppliedWhatIf } from '#shared/domain/what-if/apply-what-if';
import {
  clearDays,
  solarHousehold,
} from '#shared/domain/what-if/fixtures/solar-household';
import { cheapestRunPerPlan } from '#shared/domain/what-if/price-options';
import { whatIfRanking } from './what-if-rankings.ts';

const plans = [
  fixtures.singleRateNsw,
  fixtures.touLocalNsw,
  fixtures.steppedFeedIn,
].map(compileDocument);

const solarAndBattery = () =>
  new AppliedWhatIf(
    solarHousehold(),
    {
      solar: { kw: 6.6, exportLimitKw: 5 },
      battery: { usableKwh: 10, powerKw: 5, roundTripEfficiency: 0.9 },
    },
    clearDays(2.2),
    localRule('NSW'),
  );

describe('whatIfRanking', () => {
  it('ranks as every way of running the battery priced, compared to the cent', () => {
    const applied = solarAndBattery();
    const ranking = whatIfRanking(applied, plans, '2026-01-01');
    const full = cheapestRunPerPlan(
      solarAndBattery(),
      plans,
      { startsOn: '2026-01-01' },
      (cost) => Math.round(cost.annualCostIncGst * 100) / 100,
    );
    const rows = (r: typeof ranking) =>
      [...r.best.values()].map(({ row, outcome }) => [
        row.planId,
        row.annualCostIncGst,
        outcome.use,
      ]);
    expect(rows(ranking)).toEqual(rows(full));
    expect(ranking.best.size).toBe(plans.length);
  });

  it('gives the kept ranking for the same what-if over the same plans on the same day', () => {
    const applied = solarAndBattery();
    const first = whatIfRanking(applied, plans, '2026-01-01');
    expect(whatIfRanking(applied, [...plans], '2026-01-01')).toBe(first);
  });

  it('ranks again for another start day, other plans, or another what-if', () => {
    const applied = solarAndBattery();
    const first = whatIfRanking(applied, plans, '2026-01-01');
    expect(whatIfRanking(applied, plans, '2026-01-02')).not.toBe(first);
    const recompiled = plans.map((p) => ({ ...p }));
    const again = whatIfRanking(applied, recompiled, '2026-01-02');
    expect(again).not.toBe(first);
    expect(whatIfRanking(applied, plans.slice(1), '2026-01-02')).not.toBe(
      again,
    );
    expect(whatIfRanking(solarAndBattery(), plans, '2026-01-01')).not.toBe(
      first,
    );
  });
});
