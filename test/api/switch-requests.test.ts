import { afterAll, describe, expect, it } from 'vitest';
import { leadKey } from '#data/keys';
import type { CompareResponse } from '#shared/contracts/compare';
import { meterIdChecksum } from '#shared/domain/meter-ids';
import { call, eventually } from '#test-support/http';
import { messagesMentioning } from '#test-support/outbox';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());

async function anActivePlan() {
  const { body } = await call<CompareResponse>('POST', '/api/compare', {
    json: { postcode: '3000', usage: { kind: 'monthlyKwh', monthlyKwh: 300 } },
  });
  const plan = body.plans[0]?.plan;
  if (!plan) throw new Error('no plan at 3000');
  return plan;
}

/** The usage of the comparison that led to /switch. */
const usage = { kind: 'monthlyKwh', monthlyKwh: 300 } as const;

const form = (planId: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Mei',
  lastName: 'Chen',
  email: `mei.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
  phone: '0412 000 111',
  address: '1 Collins St, Melbourne VIC',
  postcode: '3000',
  currentProvider: 'AGL',
  nmi: `6305000000${meterIdChecksum('6305000000')}`,
  mirn: '',
  specialRequests: '',
  consentMarketing: false,
  consentSwitch: true,
  selectedPlanId: planId,
  usage,
  ...extra,
});

describe('POST /api/switch-requests', () => {
  it('stores a pending request with the plan from the server', async () => {
    // Arrange
    const plan = await anActivePlan();
    // Act
    const response = await call<{ id: string }>(
      'POST',
      '/api/switch-requests',
      {
        json: form(plan.id),
      },
    );
    // Assert
    expect(response.status).toBe(201);
    expect(await table.get(leadKey(response.body.id))).toMatchObject({
      entity: 'SwitchRequest',
      status: 'pending',
      selectedPlanName: plan.planName,
      selectedRetailer: plan.retailer,
      consentSwitch: true,
    });
  });

  it.each([
    ['selectedPlanName', 'Forged'],
    ['estimatedAnnualCost', 1],
    ['estimatedSavings', 9999],
    ['status', 'completed'],
    ['leadQualityScore', 100],
  ])(
    'refuses a forged server-owned %s with 400 naming it',
    async (field, value) => {
      // Arrange
      const plan = await anActivePlan();
      // Act
      const response = await call<{ error: { code: string; field: string } }>(
        'POST',
        '/api/switch-requests',
        { json: form(plan.id, { [field]: value }) },
      );
      // Assert
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'VALIDATION', field });
    },
  );

  it('e-mails the staff and sends the customer a confirmation', async () => {
    const plan = await anActivePlan();
    const body = form(plan.id);
    await call('POST', '/api/switch-requests', { json: body });
    const messages = await eventually(async () => {
      const found = await messagesMentioning(body.email);
      const toCustomer = (await messagesMentioning('cooling-off')).filter((m) =>
        m.to.includes(body.email),
      );
      return found.length >= 1 && toCustomer.length === 1
        ? [...found, ...toCustomer]
        : undefined;
    });
    expect(
      messages.some((m) => m.to.includes('staff@energy-compare.local')),
    ).toBe(true);
    expect(
      messages.some(
        (m) => m.to.includes(body.email) && /10 business days/.test(m.text),
      ),
    ).toBe(true);
  });

  it.each([
    ['consentSwitch', { consentSwitch: false }],
    ['firstName', { firstName: '' }],
    ['email', { email: 'nope' }],
    ['nmi', { nmi: '12345' }],
    ['nmi', { nmi: `6305000000${(meterIdChecksum('6305000000') + 1) % 10}` }],
    ['mirn', { mirn: '12AB' }],
    ['selectedPlanId', { selectedPlanId: 'NO-SUCH-PLAN' }],
    ['postcode', { postcode: '' }],
    ['usage', { usage: undefined }],
    ['usage.monthlyKwh', { usage: { kind: 'monthlyKwh', monthlyKwh: -1 } }],
  ])('rejects a bad %s with 400 naming it', async (field, extra) => {
    const plan = await anActivePlan();
    const response = await call<{ error: { field: string; message: string } }>(
      'POST',
      '/api/switch-requests',
      {
        json: form(plan.id, extra),
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
  });
});
