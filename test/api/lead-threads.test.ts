import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadKey } from '#data/keys';
import type {
  AnalyticsSummary,
  DashboardCounts,
  LeadDetail,
} from '#shared/contracts/admin';
import type { CompareResponse } from '#shared/contracts/compare';
import { meterIdChecksum } from '#shared/domain/meter-ids';
import { call } from '#test-support/http';
import { callAs, staffToken } from '#test-support/staff-auth';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());
let token: string;
beforeAll(async () => {
  token = await staffToken();
});

const usage = { kind: 'monthlyKwh', monthlyKwh: 450 } as const;
const unique = () => Math.random().toString().slice(2, 10);

/** A visitor as they go: the start popup, Compare Plans, then Switch Now. */
async function compareThenSwitch() {
  const phone = `04${unique()}`;
  const comparisonId = `compare-${unique()}`;
  const started = await call<{ id: string }>('POST', '/api/inquiries', {
    json: { name: 'Alex Visitor', phone, postcode: '3000' },
  });
  expect(started.status).toBe(201);
  const compared = await call<CompareResponse>('POST', '/api/compare', {
    json: {
      postcode: '3000',
      usage,
      inquiry: { comparisonId, name: 'Alex Visitor', phone },
    },
  });
  expect(compared.status).toBe(200);
  const plan = compared.body.plans[0]?.plan;
  if (!plan) throw new Error('no plan at 3000');
  const switched = await call<{ id: string }>('POST', '/api/switch-requests', {
    json: {
      firstName: 'Alex',
      lastName: 'Visitor',
      email: `alex.${unique()}@example.com`,
      phone,
      nmi: `6305000000${meterIdChecksum('6305000000')}`,
      consentSwitch: true,
      selectedPlanId: plan.id,
      postcode: '3000',
      usage,
      comparisonId,
    },
  });
  expect(switched.status).toBe(201);
  return {
    inquiryId: started.body.id,
    comparedInto: compared.body.inquiryId,
    switchId: switched.body.id,
    plan,
  };
}

describe('one person, one thread', () => {
  it('makes the start popup and Compare Plans one inquiry, linked to the switch request', async () => {
    const before = await table.leadCount('inquiry');
    const visitor = await compareThenSwitch();
    expect(visitor.comparedInto).toBe(visitor.inquiryId);
    expect(await table.leadCount('inquiry')).toBe(before + 1);

    const inquiry = await callAs<LeadDetail>(
      token,
      'GET',
      `/api/admin/leads/inquiry/${visitor.inquiryId}`,
    );
    expect(inquiry.status).toBe(200);
    expect(inquiry.body.record).toMatchObject({
      inquirySource: 'comparison_form',
      monthlyUsage: 450,
      selectedPlanName: visitor.plan.planName,
      selectedRetailer: visitor.plan.retailer,
    });
    // Alone the start popup scores 45 (Low); the merged inquiry more.
    expect(inquiry.body.record.leadQualityScore).toBeGreaterThanOrEqual(65);
    expect(inquiry.body.audit.map((entry) => entry.action)).toEqual([
      'merge',
      'link',
    ]);
    expect(inquiry.body.thread).toEqual([
      expect.objectContaining({ kind: 'switch', id: visitor.switchId }),
    ]);

    expect(await table.get(leadKey(visitor.switchId))).toMatchObject({
      personId: visitor.inquiryId,
      inquiryId: visitor.inquiryId,
    });
    const switchDetail = await callAs<LeadDetail>(
      token,
      'GET',
      `/api/admin/leads/switch/${visitor.switchId}`,
    );
    expect(switchDetail.body.thread).toEqual([
      expect.objectContaining({ kind: 'inquiry', id: visitor.inquiryId }),
    ]);
  });

  it('counts two visitors who compare and switch as two people, each converted once', async () => {
    const dashboard = () =>
      callAs<DashboardCounts>(token, 'GET', '/api/admin/dashboard');
    const analytics = () =>
      callAs<AnalyticsSummary>(token, 'GET', '/api/admin/analytics?days=7');
    const [dashBefore, before] = [await dashboard(), await analytics()];
    const first = await compareThenSwitch();
    const second = await compareThenSwitch();
    expect(first.inquiryId).not.toBe(second.inquiryId);
    const [dashAfter, after] = [await dashboard(), await analytics()];
    expect(dashAfter.body.people - dashBefore.body.people).toBe(2);
    expect(dashAfter.body.inquiries - dashBefore.body.inquiries).toBe(2);
    expect(after.body.people - before.body.people).toBe(2);
    expect(after.body.peopleSwitching - before.body.peopleSwitching).toBe(2);
    expect(after.body.inquiries - before.body.inquiries).toBe(2);
  });
});
