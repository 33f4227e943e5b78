import { describe, expect, it } from 'vitest';
import type { PlanSummary } from '../../contracts/plans.ts';
import type { CardEstimates } from '../compare/typical-household.ts';
import { orderPlanList } from './list-order.ts';

const plan = (id: string, retailer: string, usageCentsPerUnit = 30) =>
  ({
    id,
    retailer,
    planName: `${retailer} plan`,
    energyType: 'Electricity',
    usageCentsPerUnit,
    greenEnergyPercent: 0,
    isPopular: false,
    contractTerm: 'No lock-in contract',
  }) as PlanSummary;

const estimates: Record<string, CardEstimates | null> = {
  acme: { homeDollarsPer30Days: 250, businessDollarsPer30Days: 900 },
  zed: { homeDollarsPer30Days: 180, businessDollarsPer30Days: 1100 },
  bolt: { homeDollarsPer30Days: 200, businessDollarsPer30Days: 800 },
  none: null,
};
const estimatesOf = (p: PlanSummary) => estimates[p.id] ?? null;

describe('orderPlanList', () => {
  const plans = [
    plan('none', 'Nought', 10),
    plan('acme', 'Acme', 40),
    plan('zed', 'Zed', 25),
    plan('bolt', 'Bolt', 25),
  ];
  const ids = (sort: Parameters<typeof orderPlanList>[1]) =>
    orderPlanList(plans, sort, estimatesOf).map((p) => p.id);

  it('orders by retailer for the retailer sort', () => {
    expect(ids('retailer')).toEqual(['acme', 'bolt', 'none', 'zed']);
  });

  it('orders by the engine estimate of the typical home, unpriced plans last', () => {
    expect(ids('household_cost')).toEqual(['zed', 'bolt', 'acme', 'none']);
    expect(plans.map((p) => p.id)).toEqual(['none', 'acme', 'zed', 'bolt']);
  });

  it('orders by the typical business for the business sort', () => {
    expect(ids('business_cost')).toEqual(['bolt', 'acme', 'zed', 'none']);
  });

  it('breaks a rate tie by the cheaper home', () => {
    expect(ids('usage_rate')).toEqual(['none', 'zed', 'bolt', 'acme']);
  });
});
