import { describe, expect, it } from 'vitest';
import type { PlanSummary } from '../../contracts/plans.ts';
import { orderPlanList } from './list-order.ts';

const plan = (
  id: string,
  retailer: string,
  usageCentsPerUnit: number,
  supplyChargeDollarsPerDay: number,
): PlanSummary =>
  ({
    id,
    retailer,
    planName: `${retailer} plan`,
    energyType: 'Electricity',
    usageCentsPerUnit,
    supplyChargeDollarsPerDay,
    greenEnergyPercent: 0,
    isPopular: false,
    contractTerm: 'No lock-in contract',
  }) as PlanSummary;

describe('orderPlanList', () => {
  // Zed is cheapest at 300 kWh a month; Acme dearest; Bolt between.
  const plans = [
    plan('acme', 'Acme', 40, 1.2),
    plan('zed', 'Zed', 25, 0.9),
    plan('bolt', 'Bolt', 30, 1.0),
  ];

  it('orders by retailer for the retailer sort', () => {
    expect(orderPlanList(plans, 'retailer').map((p) => p.id)).toEqual([
      'acme',
      'bolt',
      'zed',
    ]);
  });

  it('orders by the household cost at 300 kWh a month for the cost sort', () => {
    expect(orderPlanList(plans, 'household_cost').map((p) => p.id)).toEqual([
      'zed',
      'bolt',
      'acme',
    ]);
    expect(plans.map((p) => p.id)).toEqual(['acme', 'zed', 'bolt']);
  });
});
