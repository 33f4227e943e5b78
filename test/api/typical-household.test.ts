import { beforeAll, describe, expect, it } from 'vitest';
import { parsePlanDetailData } from '#shared/cdr/plan-detail';
import type { ComparedPlan, CompareResponse } from '#shared/contracts/compare';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import type { RatesPage } from '#shared/contracts/plan-lists';
import type { SideBySideResponse } from '#shared/contracts/side-by-side';
import {
  estimateDaysOf,
  priceTypicalHousehold,
  typicalHousehold,
  typicalStateOf,
} from '#shared/domain/compare/typical-household';
import { type CostBreakdown, quantityOf } from '#shared/domain/costs/breakdown';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import { call } from '#test-support/http';
import { fixturePlans } from '../../infra/local/cdr/fixtures/fixture-plans.ts';

const usage = { kind: 'monthlyKwh', monthlyKwh: 400 } as const;

/** The first time-of-use plan compare lists at 2000: the household's shape matters to it. */
let chosen: ComparedPlan;

beforeAll(async () => {
  const { body } = await call<CompareResponse>('POST', '/api/compare', {
    json: { postcode: '2000', usage, pageSize: 200 },
  });
  const timed = body.plans.find((p) =>
    /TIME_OF_USE/.test(
      String(
        fixturePlans.find((f) => f.planId === p.plan.id)?.electricityContract
          ?.pricingModel,
      ),
    ),
  );
  if (!timed) throw new Error('the fixtures sell time-of-use plans at 2000');
  chosen = timed;
});

/** The engine's own price of the typical household on the published plan. */
function enginePrice(kind: 'home' | 'business') {
  const document = fixturePlans.find((p) => p.planId === chosen.plan.id);
  if (!document) throw new Error(`${chosen.plan.id} is a fixture plan`);
  const state = typicalStateOf(chosen.plan);
  const tariff = compilePlan(parsePlanDetailData(document), {
    fuel: 'ELECTRICITY',
    ...(state && { state }),
  });
  return priceTypicalHousehold(
    tariff,
    typicalHousehold(kind, 'KWH', state),
    new Date(),
  );
}

describe('the typical household, on every screen of one plan', () => {
  it('gives the same 30-day home and business figures on the result row, the plan details, /rates and side by side: the engine’s price of the typical household', async () => {
    // Arrange
    const id = chosen.plan.id;
    const expected = {
      homeDollarsPer30Days: estimateDaysOf(
        enginePrice('home').annualCostIncGst,
      ),
      businessDollarsPer30Days: estimateDaysOf(
        enginePrice('business').annualCostIncGst,
      ),
    };
    // Act
    const details = await call<PlanDetailsResponse>(
      'GET',
      `/api/plans/${encodeURIComponent(id)}/details`,
    );
    const rates = await call<RatesPage>(
      'GET',
      `/api/rates?${new URLSearchParams({
        postcode: '2000',
        retailer: chosen.plan.retailer,
        q: chosen.plan.planName,
        limit: '100',
      })}`,
    );
    const sideBySide = await call<SideBySideResponse>(
      'POST',
      '/api/compare/side-by-side',
      { json: { postcode: '2000', usage, planIds: [id] } },
    );
    // Assert
    expect(chosen.cardEstimates).toEqual(expected);
    expect(details.status).toBe(200);
    expect(details.body.cardEstimates).toEqual(expected);
    expect(rates.status).toBe(200);
    expect(rates.body.plans.find((p) => p.id === id)?.cardEstimates).toEqual(
      expected,
    );
    expect(sideBySide.status).toBe(200);
    expect(sideBySide.body.plans[0]?.cardEstimates).toEqual(expected);
  });

  it('prices the plan page’s typical year as the same household: 7,300 kWh, 30 days of it the home figure', async () => {
    // Act
    const { body } = await call<PlanDetailsResponse>(
      'GET',
      `/api/plans/${encodeURIComponent(chosen.plan.id)}/details`,
    );
    // Assert
    const engine = enginePrice('home');
    expect(body.typical?.label).toBe('A home using 20 kWh a day');
    expect(body.typical?.annualCostIncGst).toBe(
      Math.round(engine.annualCostIncGst * 100) / 100,
    );
    const breakdown = body.typical?.breakdown as CostBreakdown | undefined;
    expect(quantityOf(breakdown?.usage ?? [])).toBeCloseTo(7300, 6);
    expect(body.cardEstimates?.homeDollarsPer30Days).toBe(
      estimateDaysOf(engine.annualCostIncGst),
    );
  });
});
