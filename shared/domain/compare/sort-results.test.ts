import { describe, expect, it } from 'vitest';
import type { PlanSummary } from '../../contracts/plans.ts';
import {
  isNoLockIn,
  rankingCost,
  type SortablePlan,
  sortResults,
} from './sort-results.ts';

const result = (
  id: string,
  cost: number,
  plan: Partial<PlanSummary> = {},
  home = 100,
  business = 400,
): SortablePlan => ({
  plan: {
    id,
    greenEnergyPercent: 0,
    isPopular: false,
    usageCentsPerUnit: 30,
    contractTerm: '12 months',
    ...plan,
  } as PlanSummary,
  annualCostIncGst: cost,
  cardEstimates: {
    homeDollarsPer30Days: home,
    businessDollarsPer30Days: business,
  },
});

const order = (
  plans: SortablePlan[],
  sort: Parameters<typeof sortResults>[1],
) => sortResults(plans, sort).map((p) => p.plan.id);

describe('sortResults', () => {
  const plans = [
    result(
      'a',
      1500,
      { greenEnergyPercent: 100, usageCentsPerUnit: 35 },
      120,
      390,
    ),
    result('b', 1400, { isPopular: true, contractTerm: 'Ongoing' }, 110, 420),
    result('c', 1300, { usageCentsPerUnit: 25 }, 130, 380),
    result(
      'd',
      1350,
      { isPopular: true, contractTerm: 'No lock-in contract' },
      105,
      410,
    ),
  ];

  it('puts the lowest annual cost first for price', () => {
    expect(order(plans, 'price')).toEqual(['c', 'd', 'b', 'a']);
  });

  it('puts the greenest first, then the cheapest', () => {
    expect(order(plans, 'green')).toEqual(['a', 'c', 'd', 'b']);
    expect(order(plans, 'green_energy')).toEqual(['a', 'c', 'd', 'b']);
  });

  it('puts popular retailers first but keeps every plan', () => {
    expect(order(plans, 'popular')).toEqual(['d', 'b', 'c', 'a']);
  });

  it('orders by the card estimates and the usage rate', () => {
    expect(order(plans, 'household_cost')).toEqual(['d', 'b', 'a', 'c']);
    expect(order(plans, 'business_cost')).toEqual(['c', 'a', 'd', 'b']);
    expect(order(plans, 'usage_rate')).toEqual(['c', 'd', 'b', 'a']);
  });

  it("puts plans without lock-in first ('no lock-in' or 'ongoing')", () => {
    expect(order(plans, 'no_lockin')).toEqual(['d', 'b', 'c', 'a']);
    expect(
      isNoLockIn({ contractTerm: 'Ongoing (no lock-in)' } as PlanSummary),
    ).toBe(true);
    expect(isNoLockIn({ contractTerm: '24 months' } as PlanSummary)).toBe(
      false,
    );
  });

  it('orders by the cost once benefits end, first-year cost breaking ties', () => {
    const ending = [
      { ...result('cheap-now', 1200), annualCostAfterBenefitsIncGst: 1600 },
      { ...result('steady', 1400), annualCostAfterBenefitsIncGst: 1400 },
      { ...result('tie', 1300), annualCostAfterBenefitsIncGst: 1400 },
      result('unpriced-after', 1500),
    ];
    expect(order(ending, 'after_benefits')).toEqual([
      'tie',
      'steady',
      'unpriced-after',
      'cheap-now',
    ]);
    expect(order(ending, 'price')[0]).toBe('cheap-now');
  });

  it('ranks a plan whose cost depends on when power is bought at its cost plus its timing allowance', () => {
    const priced = [
      { ...result('time-of-use', 1000), timingAllowanceDollars: 30 },
      result('single-rate', 1020),
      { ...result('far-cheaper-time-of-use', 900), timingAllowanceDollars: 30 },
    ];
    expect(order(priced, 'price')).toEqual([
      'far-cheaper-time-of-use',
      'single-rate',
      'time-of-use',
    ]);
    expect(rankingCost(priced[0] as SortablePlan)).toBe(1030);
    expect(
      order(
        priced.map(({ timingAllowanceDollars, ...p }) => p),
        'price',
      ),
    ).toEqual(['far-cheaper-time-of-use', 'time-of-use', 'single-rate']);
  });
});
