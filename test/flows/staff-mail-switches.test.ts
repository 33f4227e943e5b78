import { describe, expect, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { meterIdChecksum } from '#shared/domain/meter-ids';
import { callbackForm } from '#test-support/builders';
import { consumerCompleted } from '#test-support/consumers';
import { call, eventually } from '#test-support/http';
import { outboxMessages } from '#test-support/outbox';
import { settingsAdmin } from '#test-support/settings';

const settings = settingsAdmin();
const STAFF = 'staff@energy-compare.local';

/** Staff alerts (by template) about the visitor with this e-mail. */
const staffAlertsAbout = async (email: string) =>
  (await outboxMessages()).filter(
    (m) => m.to.includes(STAFF) && m.template?.data.email === email,
  );

async function postSwitchRequest(): Promise<{ email: string; id: string }> {
  const { body } = await call<CompareResponse>('POST', '/api/compare', {
    json: { postcode: '3000', usage: { kind: 'monthlyKwh', monthlyKwh: 300 } },
  });
  const planId = body.plans[0]?.plan.id;
  const email = `alerts.switch.${Date.now()}@example.com`;
  const created = await call<{ id: string }>('POST', '/api/switch-requests', {
    json: {
      firstName: 'Mei',
      lastName: 'Chen',
      email,
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
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
    },
  });
  expect(created.status).toBe(201);
  return { email, id: created.body.id };
}

describe('the staff notification switches', () => {
  it('sends no call back alert while new lead alerts are off, and sends it once they are on', async () => {
    // Arrange
    await settings.change({
      emailNotifications: true,
      newInquiryAlerts: false,
    });
    const quiet = callbackForm();
    // Act
    const quietLead = await call<{ id: string }>('POST', '/api/callbacks', {
      json: quiet,
    });
    await consumerCompleted('SendCallbackEmail', quietLead.body.id);
    await settings.change({ newInquiryAlerts: true });
    const heard = callbackForm();
    await call('POST', '/api/callbacks', { json: heard });
    // Assert
    await eventually(async () =>
      (await staffAlertsAbout(heard.email)).length ? true : undefined,
    );
    expect(await staffAlertsAbout(quiet.email)).toEqual([]);
  });

  it('sends staff nothing while e-mail notifications are off, but still the visitor’s own mail', async () => {
    // Arrange
    await settings.change({
      emailNotifications: false,
      newInquiryAlerts: true,
    });
    // Act
    const { email, id } = await postSwitchRequest();
    await consumerCompleted('SendSwitchStaffEmail', id);
    // Assert: the visitor's confirmation goes out; the staff alert does not.
    await eventually(async () =>
      (await outboxMessages()).some((m) => m.to.includes(email))
        ? true
        : undefined,
    );
    const toStaff = (await outboxMessages()).filter(
      (m) => m.to.includes(STAFF) && m.replyTo.includes(email),
    );
    expect(toStaff).toEqual([]);
    await settings.change({ emailNotifications: true });
  });
});
