import { afterAll, describe, expect, it } from 'vitest';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import type { PlanListPage } from '#shared/contracts/plan-lists';
import { call, type ErrorBody } from '#test-support/http';
import { tableClient } from '#test-support/table';
import { storeWithdrawnCopy } from '#test-support/withdrawn-plan';

const table = tableClient();
afterAll(() => table.close());

const details = (id: string) =>
  call<PlanDetailsResponse>(
    'GET',
    `/api/plans/${encodeURIComponent(id)}/details`,
  );

const nswPlans = async () =>
  (await call<PlanListPage>('GET', '/api/plans?state=NSW&limit=100')).body
    .plans;

describe('GET /api/plans/{id}/details', () => {
  it('answers a published plan’s fact sheet, tariff map and typical cost by month', async () => {
    // Arrange
    const [plan] = await nswPlans();
    if (!plan) throw new Error('the fixtures publish NSW plans');
    // Act
    const response = await details(plan.id);
    // Assert
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.plan.id).toBe(plan.id);
    expect(body.withdrawn).toBe(false);
    expect(body.facts.paymentOptions.length).toBeGreaterThan(0);
    expect(body.facts.links.apply).toMatch(/^https?:\/\//);
    expect(body.terms.contractTerm).toBeTruthy();
    expect(body.tariffMap).not.toBeNull();
    const typical = body.typical;
    expect(typical?.label).toBe('A home using 20 kWh a day');
    expect(typical?.network).toBe(plan.networks[0]);
    const months = typical?.monthlyCostsIncGst ?? [];
    expect(months).toHaveLength(12);
    const total = months.reduce((sum, m) => sum + (m.costIncGst ?? 0), 0);
    expect(Math.round(total * 100)).toBe(
      Math.round((typical?.annualCostIncGst ?? 0) * 100),
    );
  });

  it('draws a time-of-use fixture plan as weekday and weekend grids', async () => {
    // Arrange: the NSW fixtures include three-rate plans.
    const plans = await nswPlans();
    // Act
    const maps = await Promise.all(
      plans.map(async (p) => (await details(p.id)).body.tariffMap),
    );
    // Assert
    const timed = maps.find((m) => m?.layout === 'timeOfUse');
    const grid = timed?.grids.find((g) => g.kind === 'usage');
    expect(grid?.rows.map((r) => r.days)).toContain('Weekdays');
    expect(grid?.rows.every((r) => r.cells.length === 48)).toBe(true);
    expect(grid?.rates.length).toBeGreaterThan(1);
  });

  it('answers a plan no longer published with its last details, marked withdrawn', async () => {
    // Arrange: a copy of a published plan, stored as the import leaves a withdrawn one.
    const [source] = await nswPlans();
    if (!source) throw new Error('the fixtures publish NSW plans');
    await storeWithdrawnCopy(table, source.id, 'TEST-WITHDRAWN-1');
    // Act
    const response = await details('TEST-WITHDRAWN-1');
    // Assert
    expect(response.status).toBe(200);
    expect(response.body.withdrawn).toBe(true);
    expect(response.body.plan.planName).toBe(source.planName);
    expect(response.body.typical?.annualCostIncGst).toBeGreaterThan(0);
  });

  it('answers 404 naming the id of a plan that never existed', async () => {
    const response = await call<ErrorBody>(
      'GET',
      '/api/plans/NEVER-EXISTED-9/details',
    );
    expect(response.status).toBe(404);
    expect(response.body.error.field).toBe('id');
    expect(response.body.error.message).toContain('NEVER-EXISTED-9');
  });

  it('answers 400 naming the id for an id with characters a plan id never has', async () => {
    const response = await call<ErrorBody>(
      'GET',
      `/api/plans/${encodeURIComponent('bad id!')}/details`,
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('id');
  });
});
