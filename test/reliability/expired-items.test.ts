import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyGuardKey,
  leadCollectionKey,
  leadKey,
  planKey,
  rateWindowKey,
  subscriberKey,
  subscriptionRequestKey,
} from '#data/keys';
import { seedLead } from '#test-support/admin-seed';
import { callbackForm } from '#test-support/builders';
import { pointAtStackTable } from '#test-support/handler-env';
import { call } from '#test-support/http';
import {
  confirmationToken,
  subscribeAndConfirm,
} from '#test-support/newsletter';
import { callAs, staffToken } from '#test-support/staff-auth';
import { tableClient } from '#test-support/table';
import { randomViewerAddress } from '#test-support/viewer-address';

pointAtStackTable();
const { rateWindowClientId } = await import('#platform/rate-window-client');

/**
 * DynamoDB removes items past their TTL up to days late. These items are
 * written straight into the table already expired, as if TTL had not yet
 * got to them: no API may return, count, replay or act on them.
 */

const table = tableClient();
let token = '';
beforeAll(async () => {
  token = await staffToken();
});
afterAll(() => table.close());

/** Expired a minute ago (epoch seconds, as the TTL attribute holds). */
const expired = () => Math.floor(Date.now() / 1000) - 60;

const admin = <T>(method: string, path: string, json?: unknown) =>
  callAs<T>(token, method, `/api/admin${path}`, json);

/** A call-back lead as the API stores it, past its TTL, no counter. */
async function putExpiredCallback(): Promise<string> {
  const id = ulid();
  const createdAt = new Date().toISOString();
  await table.put({
    ...leadKey(id),
    ...leadCollectionKey('callback', createdAt, id),
    entity: 'CallbackRequest',
    schemaVersion: 1,
    version: 1,
    ...callbackForm(),
    id,
    status: 'pending',
    createdAt,
    updatedAt: createdAt,
    expiresAt: expired(),
  });
  return id;
}

const callbacksThisWeek = async () =>
  (await admin<{ callbacks: number }>('GET', '/analytics?days=7')).body
    .callbacks;

describe('an expired lead', () => {
  it('is in no admin list, detail or count, and cannot be worked', async () => {
    // Arrange
    const before = await callbacksThisWeek();
    const gone = await putExpiredCallback();
    const live = await seedLead('callback');
    // Act
    const list = await admin<{ items: { id: string }[] }>(
      'GET',
      '/leads/callback',
    );
    const detail = await admin('GET', `/leads/callback/${gone}`);
    const move = await admin('PATCH', `/leads/callback/${gone}/status`, {
      from: 'pending',
      to: 'completed',
    });
    const after = await callbacksThisWeek();
    // Assert
    const ids = list.body.items.map((item) => item.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(gone);
    expect(detail.status).toBe(404);
    expect(move.status).toBe(404);
    expect(after).toBe(before + 1);
    expect(await table.get(leadKey(gone))).toMatchObject({ status: 'pending' });
  });
});

describe('an expired plan', () => {
  it('is neither listed, shown nor switchable', async () => {
    // Arrange: a copy of a real plan under a new id, past its TTL.
    const plans = await call<{ plans: { id: string }[] }>(
      'GET',
      '/api/plans?state=NSW&limit=100',
    );
    const source = await table.get(planKey(plans.body.plans[0]?.id ?? ''));
    const id = `EXPIRED-${randomUUID().slice(0, 8)}`;
    await table.put({
      ...source,
      ...planKey(id),
      gsi1sk: `${source?.gsi1sk}-expired`,
      id,
      expiresAt: expired(),
    });
    // Act
    const list = await call<{ plans: { id: string }[] }>(
      'GET',
      '/api/plans?state=NSW&limit=100',
    );
    const one = await call('GET', `/api/plans/${id}`);
    const switched = await call<{ error: { field: string } }>(
      'POST',
      '/api/switch-requests',
      {
        json: {
          firstName: 'Mei',
          lastName: 'Chen',
          email: 'mei.expired@example.com',
          phone: '0412 000 111',
          consentSwitch: true,
          selectedPlanId: id,
          postcode: '2000',
          usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
        },
      },
    );
    // Assert
    expect(list.body.plans.map((p) => p.id)).not.toContain(id);
    expect(one.status).toBe(404);
    expect(switched.status).toBe(400);
    expect(switched.body.error.field).toBe('selectedPlanId');
  });
});

describe('an expired idempotency guard', () => {
  it('does not replay the old response: the form makes a new lead', async () => {
    // Arrange: the key was used a day ago for another lead.
    const old = await seedLead('callback');
    const key = randomUUID();
    await table.put({
      ...idempotencyGuardKey('callback', key),
      entity: 'IdempotencyGuard',
      leadId: old,
      expiresAt: expired(),
    });
    // Act
    const response = await call<{ id: string }>('POST', '/api/callbacks', {
      json: callbackForm(),
      headers: { 'idempotency-key': key },
    });
    // Assert
    expect(response.status).toBe(201);
    expect(response.body.id).not.toBe(old);
    const guard = await table.get(idempotencyGuardKey('callback', key));
    expect(guard?.leadId).toBe(response.body.id);
    expect(guard?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('an expired subscriber', () => {
  it('does not make a new sign-up look like a repeat', async () => {
    // Arrange
    const email = `expired.${randomUUID().slice(0, 8)}@example.com`;
    await table.put({
      ...subscriberKey(email),
      entity: 'EmailSubscription',
      email,
      status: 'active',
      expiresAt: expired(),
    });
    // Act
    const response = await subscribeAndConfirm(email);
    // Assert
    expect(response.body).toEqual({ status: 'active' });
    const stored = await table.get(subscriberKey(email));
    expect(stored?.expiresAt).toBeUndefined();
    expect(stored?.subscribedAt).toEqual(expect.any(String));
  });
});

describe('an expired sign-up waiting for confirmation', () => {
  it('does not hold back a new confirmation e-mail', async () => {
    // Arrange
    const email = `waiting.${randomUUID().slice(0, 8)}@example.com`;
    await table.put({
      ...subscriptionRequestKey(email),
      entity: 'SubscriptionRequest',
      id: ulid(),
      email,
      name: '',
      source: 'footer',
      createdAt: new Date().toISOString(),
      expiresAt: expired(),
    });
    // Act
    await call('POST', '/api/subscriptions', { json: { email } });
    // Assert
    const { message } = await confirmationToken(email);
    expect(message.to).toEqual([email]);
  });
});

describe('an expired rate window', () => {
  it('counts as empty, so its old hits limit no one', async () => {
    // Arrange: the current window of one client, full but expired.
    const route = 'POST /api/callbacks';
    const viewer = randomViewerAddress();
    const ip = viewer.slice(0, viewer.lastIndexOf(':'));
    const seconds = Math.floor(Date.now() / 1000);
    const windowStart = seconds - (seconds % 60);
    const client = await rateWindowClientId(route, ip, windowStart);
    await table.put({
      ...rateWindowKey(route, client, windowStart),
      entity: 'RateWindow',
      hits: Array.from({ length: 10 }, (_, i) => ({
        at: Date.now(),
        key: `s${i}`,
      })),
      expiresAt: expired(),
    });
    // Act
    const response = await call('POST', '/api/callbacks', {
      json: callbackForm(),
      headers: { 'cloudfront-viewer-address': viewer },
    });
    // Assert
    expect(response.status).toBe(201);
  });
});
