import { describe, expect, it } from 'vitest';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import {
  type PlanHistoryResponse,
  planHistoryResponseSchema,
} from '#shared/contracts/plan-history';
import { call, type ErrorBody } from '#test-support/http';

// A fixture plan the stack imports at start-up; nothing here changes it.
const PLAN_ID = 'ORI810201MRE1@EME';
const historyOf = (id: string, query = '') =>
  call<PlanHistoryResponse | ErrorBody>(
    'GET',
    `/api/plans/${encodeURIComponent(id)}/history${query}`,
  );

describe('GET /api/plans/{id}/history', () => {
  it('answers one version since it was first seen, priced for the plan page’s typical household', async () => {
    const [response, details] = await Promise.all([
      historyOf(PLAN_ID),
      call<PlanDetailsResponse>(
        'GET',
        `/api/plans/${encodeURIComponent(PLAN_ID)}/details`,
      ),
    ]);
    expect(response.status).toBe(200);
    const history = planHistoryResponseSchema.parse(response.body);
    expect(history).toMatchObject({
      planId: PLAN_ID,
      isActive: true,
      energyType: 'Electricity',
      typicalUse: {
        label: 'A home using 20 kWh a day',
        annualUse: 7300,
        unit: 'kWh',
      },
      truncated: false,
      lastPriceChange: null,
    });
    const [first] = history.versions;
    expect(history.versions).toHaveLength(1);
    expect(first).toMatchObject({
      version: 1,
      to: null,
      summary: 'First seen',
      changes: null,
    });
    expect(history.since).toBe(first?.from);
    expect(details.status).toBe(200);
    expect(first?.annualCostIncGst).toBe(
      details.body.typical?.annualCostIncGst,
    );
    expect(first?.annualCostIncGst).toBeGreaterThan(500);
    expect(first?.rates.usageCentsPerUnit).toBeGreaterThan(0);
  });

  it('answers 404 JSON for a plan it never saw', async () => {
    const response = await historyOf('NO-SUCH-PLAN');
    expect(response.status).toBe(404);
    expect((response.body as ErrorBody).error.code).toBe('NOT_FOUND');
  });

  it('answers 400 naming the field for a malformed id or limit', async () => {
    const badId = await historyOf('bad id!');
    expect(badId.status).toBe(400);
    expect((badId.body as ErrorBody).error.field).toBe('id');
    const badLimit = await historyOf(PLAN_ID, '?limit=0');
    expect(badLimit.status).toBe(400);
    expect((badLimit.body as ErrorBody).error.field).toBe('limit');
  });
});
