import { describe, expect, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { call } from '#test-support/http';

describe('the local plans at 2000 with discounts that end', () => {
  it('give a first-year cost, a dearer cost after the benefits end, and the plan words on expiry', async () => {
    // Act
    const { status, body } = await call<CompareResponse>(
      'POST',
      '/api/compare',
      {
        json: {
          postcode: '2000',
          usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
          pageSize: 200,
        },
      },
    );
    // Assert: one counted from joining, one ending on a published date
    expect(status).toBe(200);
    const ending = body.plans.filter((p) => p.benefitEnds.length > 0);
    expect(ending.map((p) => p.plan.planName).sort()).toEqual([
      'Welcome Saver 12',
      'Winter Head Start',
    ]);
    for (const plan of ending) {
      expect(plan.annualCostAfterBenefitsIncGst).toBeGreaterThan(
        plan.annualCostIncGst,
      );
      expect(plan.benefitEnds[0]?.afterText).toMatch(/benefit period/);
    }
    expect(ending.flatMap((p) => p.benefitEnds.map((e) => e.endsOn))).toEqual(
      expect.arrayContaining([null, '2027-03-31']),
    );
  });
});
