import { describe, expect, it } from 'vitest';
import type {
  CompareRequestInput,
  CompareResponse,
} from '#shared/contracts/compare';
import type { PlanListPage } from '#shared/contracts/plan-lists';
import { call, type ErrorBody } from '#test-support/http';

const compare = <T = CompareResponse>(
  body: Partial<CompareRequestInput> & Record<string, unknown>,
) =>
  call<T>('POST', '/api/compare', {
    json: {
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
      ...body,
    },
  });

/** A whole market, cheapest first, to pick a current plan from. */
async function marketAt(postcode = '2000') {
  const { body } = await compare({ postcode, pageSize: 200 });
  return body.plans;
}

describe('POST /api/compare with a current plan', () => {
  it('prices the current plan apart, ranks it in the market and measures every saving from it', async () => {
    // Arrange: a plan in the middle of the market
    const market = await marketAt();
    const mine = market[Math.floor(market.length / 2)];
    if (!mine) throw new Error('the fixture market at 2000 is empty');
    const cheaper = market.filter(
      (p) => p.annualCostIncGst < mine.annualCostIncGst,
    ).length;
    // Act
    const { status, body } = await compare({
      currentPlanId: mine.plan.id,
      pageSize: 200,
    });
    // Assert
    expect(status).toBe(200);
    expect(body.currentPlan).toEqual({
      plan: mine.plan,
      annualCostIncGst: mine.annualCostIncGst,
      annualCostAfterBenefitsIncGst: mine.annualCostAfterBenefitsIncGst,
      rank: cheaper + 1,
      rankedPlans: market.length,
      card: {
        ...mine,
        savingAgainstCurrentDollars: 0,
        annualSavingsDollars: 0,
        isBestValue: false,
      },
      // Imported once by the stack: one version, no price change yet.
      lastPriceChange: null,
    });
    for (const result of body.plans) {
      expect(result.savingAgainstCurrentDollars).toBeCloseTo(
        mine.annualCostIncGst - result.annualCostIncGst,
        2,
      );
    }
    // Savings are measured against the current plan (docs/product-rules.md).
    expect(body.savingsBasis).toEqual({
      kind: 'current_plan',
      label: 'your current plan',
      annualCostIncGst: mine.annualCostIncGst,
    });
    for (const result of body.plans)
      expect(result.annualSavingsDollars).toBe(
        Math.max(0, result.savingAgainstCurrentDollars ?? Number.NaN),
      );
  });

  it('costs and ranks the current plan when the page asked does not hold it', async () => {
    // Arrange: the dearest plan, behind a one-plan page
    const market = await marketAt();
    const [cheapest] = market;
    const dearest = market.at(-1);
    if (!cheapest || !dearest || cheapest === dearest)
      throw new Error('the fixture market at 2000 has under two plans');
    // Act
    const { body } = await compare({
      currentPlanId: dearest.plan.id,
      pageSize: 1,
    });
    // Assert
    expect(body.plans.map((p) => p.plan.id)).toEqual([cheapest.plan.id]);
    expect(body.currentPlan).toMatchObject({
      plan: { id: dearest.plan.id },
      rankedPlans: market.length,
      rank:
        market.filter((p) => p.annualCostIncGst < dearest.annualCostIncGst)
          .length + 1,
    });
    // The whole card comes too, for the list to pin above the page.
    expect(body.currentPlan?.card).toEqual({
      ...dearest,
      savingAgainstCurrentDollars: 0,
      annualSavingsDollars: 0,
      isBestValue: false,
    });
    expect(body.plans[0]?.savingAgainstCurrentDollars).toBeCloseTo(
      dearest.annualCostIncGst - cheapest.annualCostIncGst,
      2,
    );
  });

  it('costs and ranks the current plan in the whole market when a filter hides it', async () => {
    // Arrange: a filter the plan fails
    const market = await marketAt();
    const mine = market[0];
    if (!mine) throw new Error('the fixture market at 2000 is empty');
    const planType = mine.plan.planType === 'Fixed' ? 'Variable' : 'Fixed';
    // Act
    const unfiltered = await compare({ currentPlanId: mine.plan.id });
    const { body } = await compare({
      currentPlanId: mine.plan.id,
      filters: { planType },
    });
    // Assert
    expect(body.plans.map((p) => p.plan.id)).not.toContain(mine.plan.id);
    expect(body.plans.every((p) => p.plan.planType === planType)).toBe(true);
    expect(body.currentPlan).toEqual(unfiltered.body.currentPlan);
    expect(body.currentPlan?.rankedPlans).toBe(market.length);
  });

  it('gives no current plan and no savings against one when none is named', async () => {
    const { body } = await compare({});
    expect(body.currentPlan).toBeNull();
    expect(
      body.plans.every((p) => p.savingAgainstCurrentDollars === null),
    ).toBe(true);
  });

  it.each([
    ['unknown', 'NO-SUCH-PLAN-1'],
    ['not URL-safe', 'plan id with spaces'],
  ])(
    'refuses an %s current plan with 400 naming currentPlanId',
    async (_, id) => {
      const { status, body } = await compare<ErrorBody>({ currentPlanId: id });
      expect(status).toBe(400);
      expect(body.error.field).toBe('currentPlanId');
    },
  );

  it('refuses a plan of another market with 400 naming currentPlanId', async () => {
    // Arrange: a Melbourne plan, compared in Sydney
    const { body: melbourne } = await compare({ postcode: '3000' });
    const elsewhere = melbourne.plans[0]?.plan.id;
    // Act
    const { status, body } = await compare<ErrorBody>({
      currentPlanId: elsewhere,
    });
    // Assert
    expect(status).toBe(400);
    expect(body.error.field).toBe('currentPlanId');
  });

  it('sorts by the cost after the benefits end, and gives every plan that cost', async () => {
    const { body } = await compare({ sort: 'after_benefits', pageSize: 200 });
    const after = body.plans.map((p) => p.annualCostAfterBenefitsIncGst);
    expect(after).toEqual([...after].sort((a, b) => a - b));
    for (const result of body.plans) {
      expect(result.annualCostAfterBenefitsIncGst).toBeGreaterThanOrEqual(
        result.annualCostIncGst,
      );
    }
  });
});

describe('GET /api/plans for one retailer', () => {
  it("lists a retailer's plans at the postcode, searched by name", async () => {
    // Arrange: a retailer of the market and a word of one of its plans
    const market = await marketAt();
    const some = market[0]?.plan;
    if (!some) throw new Error('the fixture market at 2000 is empty');
    const word = some.planName.split(' ')[0] ?? '';
    const query = (extra: string) =>
      call<PlanListPage>(
        'GET',
        `/api/plans?postcode=2000&energyType=Electricity&customerType=Residential&retailer=${encodeURIComponent(some.retailer)}${extra}`,
      );
    // Act
    const all = await query('');
    const searched = await query(`&q=${encodeURIComponent(word)}`);
    // Assert
    expect(all.status).toBe(200);
    expect(all.body.plans.length).toBeGreaterThan(0);
    expect(all.body.plans.every((p) => p.retailer === some.retailer)).toBe(
      true,
    );
    expect(all.body.plans.map((p) => p.id)).toContain(some.id);
    expect(searched.body.plans.map((p) => p.id)).toContain(some.id);
    expect(searched.body.total).toBeLessThanOrEqual(all.body.total);
  });

  it('refuses an over-long search with 400 naming q', async () => {
    const { status, body } = await call<ErrorBody>(
      'GET',
      `/api/plans?postcode=2000&q=${'a'.repeat(101)}`,
    );
    expect(status).toBe(400);
    expect(body.error.field).toBe('q');
  });
});
