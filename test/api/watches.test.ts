import { describe, expect, it } from 'vitest';
import { pointAtStackTable } from '#test-support/handler-env';
import { call, type ErrorBody } from '#test-support/http';
import { randomViewerAddress } from '#test-support/viewer-address';

pointAtStackTable();
const { dynamoWatchStore } = await import('#data/watches');
const { watchIdOf } = await import('#use-cases/watches/watch-tokens');

const form = (email: string) => ({
  email,
  postcode: '2000',
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
});
const stored = (email: string) =>
  dynamoWatchStore.get(watchIdOf({ ...form(email), network: 'Ausgrid' }));
const unique = () =>
  `watch-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

describe('POST /api/watches', () => {
  it('answers a form post with 415 naming the header and stores nothing', async () => {
    const email = unique();
    const response = await call<ErrorBody>('POST', '/api/watches', {
      body: `email=${encodeURIComponent(email)}&postcode=2000`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.error.field).toBe('content-type');
    expect(await stored(email)).toBeUndefined();
  });

  it.each([
    ['a bad postcode', { postcode: '20' }, 'postcode'],
    ['a zero threshold', { thresholdDollars: 0 }, 'thresholdDollars'],
    ['a name (never asked for)', { name: 'Jo' }, undefined],
    [
      'raw meter readings',
      {
        usage: {
          kind: 'intervals',
          startDate: '2026-01-01',
          intervalMinutes: 30,
          importKwh: new Array(48).fill(0.2),
        },
      },
      'usage.kind',
    ],
    [
      'a current plan id with a slash',
      { currentPlanId: 'a/b' },
      'currentPlanId',
    ],
  ])('answers %s with 400 and stores nothing', async (_, change, field) => {
    const email = unique();
    const response = await call<ErrorBody>('POST', '/api/watches', {
      json: { ...form(email), ...change },
    });
    expect(response.status).toBe(400);
    if (field) expect(response.body.error.field).toBe(field);
    expect(await stored(email)).toBeUndefined();
  });

  it('answers a plan not sold at the postcode with 400 naming currentPlanId', async () => {
    const email = unique();
    const response = await call<ErrorBody>('POST', '/api/watches', {
      json: { ...form(email), currentPlanId: 'NO-SUCH-PLAN' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('currentPlanId');
    expect(await stored(email)).toBeUndefined();
  });

  it('lets one client save ten a minute, as the other public forms', async () => {
    const viewer = randomViewerAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await call('POST', '/api/watches', {
        json: form(unique()),
        headers: { 'cloudfront-viewer-address': viewer },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the e-mail link routes', () => {
  const forged = `${'0'.repeat(32)}${'A'.repeat(43)}`;

  it.each(['confirm', 'unsubscribe', 'delete', 'renew'])(
    'POST /api/watches/%s answers a link it never issued with 404, and a malformed one with 400',
    async (action) => {
      const unknown = await call<ErrorBody>('POST', `/api/watches/${action}`, {
        json: { token: forged },
      });
      expect(unknown.status).toBe(404);
      const malformed = await call<ErrorBody>(
        'POST',
        `/api/watches/${action}`,
        { json: { token: 'short' } },
      );
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.field).toBe('token');
    },
  );

  it('one-click unsubscribe needs the token in the query', async () => {
    const response = await call<ErrorBody>(
      'POST',
      '/api/watches/one-click-unsubscribe',
      {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('token');
  });
});
