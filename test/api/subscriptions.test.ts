import { afterAll, describe, expect, it } from 'vitest';
import { subscriberKey } from '#data/keys';
import { call, type ErrorBody } from '#test-support/http';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());

const uniqueEmail = () =>
  `Reader.${Date.now()}.${Math.random().toString(36).slice(2)}@Example.com`;

describe('POST /api/subscriptions', () => {
  it('stores an active subscriber under the lower-cased e-mail', async () => {
    // Arrange
    const email = uniqueEmail();
    const before = await table.leadCount('subscription');
    // Act
    const response = await call('POST', '/api/subscriptions', {
      json: { email, source: 'footer' },
    });
    // Assert
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      alreadySubscribed: false,
      status: 'active',
    });
    const stored = await table.get(subscriberKey(email));
    expect(stored).toMatchObject({
      entity: 'EmailSubscription',
      email: email.toLowerCase(),
      status: 'active',
      source: 'footer',
      unsubscribedAt: null,
      gsi1pk: 'LEADS#subscription',
    });
    expect(typeof stored?.subscribedAt).toBe('string');
    expect(await table.leadCount('subscription')).toBe(before + 1);
  });

  it('answers a repeated e-mail kindly and stores nothing new', async () => {
    // Arrange
    const email = uniqueEmail();
    await call('POST', '/api/subscriptions', { json: { email } });
    const before = await table.leadCount('subscription');
    // Act: the same address, twice at once, in another case.
    const answers = await Promise.all([
      call('POST', '/api/subscriptions', { json: { email } }),
      call('POST', '/api/subscriptions', {
        json: { email: email.toUpperCase() },
      }),
    ]);
    // Assert
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        alreadySubscribed: true,
        status: 'active',
      });
    }
    expect(await table.leadCount('subscription')).toBe(before);
  });

  it.each([
    ['email', {}],
    ['email', { email: 'not-an-email' }],
    ['email', { email: `${'x'.repeat(10 * 1024)}@example.com` }],
    ['source', { email: 'a@example.com', source: 'popup' }],
  ])('rejects a bad %s with 400 naming it', async (field, body) => {
    const response = await call<ErrorBody>('POST', '/api/subscriptions', {
      json: body,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', field });
  });
});

describe('POST /api/subscriptions/unsubscribe', () => {
  it.each([
    ['missing', {}],
    ['too short', { token: 'abc' }],
    ['not URL-safe', { token: `${'a'.repeat(40)}/../` }],
  ])('rejects a %s token with 400', async (_, body) => {
    const response = await call<ErrorBody>(
      'POST',
      '/api/subscriptions/unsubscribe',
      { json: body },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('token');
  });

  it('answers 404 for a well-formed token it never issued', async () => {
    const response = await call<ErrorBody>(
      'POST',
      '/api/subscriptions/unsubscribe',
      { json: { token: 'a'.repeat(43) } },
    );
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});
