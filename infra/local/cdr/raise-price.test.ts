import { describe, expect, it } from 'vitest';
import { fixturePlans } from './fixtures/fixture-plans.ts';
import { raisePrice } from './raise-price.ts';

describe('raisePrice', () => {
  it('raises every unit price and supply charge and marks the plan updated', () => {
    const plan = fixturePlans.find((p) => p.electricityContract);
    if (!plan) throw new Error('no electricity fixture');
    const now = new Date('2026-11-24T10:00:00Z');
    const raised = raisePrice(plan, 10, now);
    expect(raised.lastUpdated).toBe(now.toISOString());
    const prices = (p: typeof plan) =>
      [
        ...JSON.stringify(p.electricityContract).matchAll(
          /"(?:unitPrice|dailySupplyCharges?)":"([\d.]+)"/g,
        ),
      ].map((m) => Number(m[1]));
    const before = prices(plan);
    expect(before.length).toBeGreaterThan(0);
    expect(prices(raised)).toEqual(
      before.map((v) => expect.closeTo(v * 1.1, 5)),
    );
    expect(raised.planId).toBe(plan.planId);
  });
});
