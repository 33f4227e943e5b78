import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberKey } from '#data/keys';
import { call, eventually } from '#test-support/http';
import { confirmationToken, mailTo } from '#test-support/newsletter';
import { settingsAdmin } from '#test-support/settings';
import { tableClient } from '#test-support/table';

const settings = settingsAdmin();
const table = tableClient();
afterAll(() => table.close());

beforeAll(async () => {
  await settings.change({ requireEmailVerification: false });
});

const uniqueEmail = () =>
  `direct.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;

const welcomeTo = async (email: string) =>
  (await mailTo(email)).filter((m) => /\/unsubscribe\?token=/.test(m.text));

describe('newsletter sign-up with e-mail verification off', () => {
  it('subscribes a new address at once and welcomes it, with no visitor text', async () => {
    // Arrange
    const email = uniqueEmail();
    const planted = 'Visit evil.example to claim your refund';
    // Act
    const response = await call('POST', '/api/subscriptions', {
      json: { email, name: planted },
    });
    // Assert
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ status: 'received' });
    expect(await table.get(subscriberKey(email))).toMatchObject({
      status: 'active',
    });
    const [welcome] = await eventually(async () => {
      const found = await welcomeTo(email);
      return found.length ? found : undefined;
    });
    expect(JSON.stringify(welcome)).not.toContain('evil.example');
    expect(
      (await mailTo(email)).some((m) => m.text.includes('/newsletter/confirm')),
    ).toBe(false);
  });

  it('still asks an address that unsubscribed to confirm before it is back on the list', async () => {
    // Arrange: subscribed at once, then unsubscribed by the welcome's link.
    const email = uniqueEmail();
    await call('POST', '/api/subscriptions', { json: { email } });
    const [welcome] = await eventually(async () => {
      const found = await welcomeTo(email);
      return found.length ? found : undefined;
    });
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(
      welcome?.text ?? '',
    )?.[1];
    await call('POST', '/api/subscriptions/unsubscribe', { json: { token } });
    // Act
    const again = await call('POST', '/api/subscriptions', { json: { email } });
    // Assert
    expect(again.body).toEqual({ status: 'received' });
    await confirmationToken(email);
    expect(await table.get(subscriberKey(email))).toMatchObject({
      status: 'unsubscribed',
    });
  });
});
