import { afterAll, describe, expect, it } from 'vitest';
import { subscriberKey } from '#data/keys';
import {
  call,
  type ErrorBody,
  eventually,
  staysEqual,
} from '#test-support/http';
import {
  confirmationToken,
  mailTo,
  subscribeAndConfirm,
} from '#test-support/newsletter';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());

const uniqueEmail = () =>
  `Reader.${Date.now()}.${Math.random().toString(36).slice(2)}@Example.com`;

const welcomeTo = async (email: string) =>
  (await mailTo(email)).filter((m) => /\/unsubscribe\?token=/.test(m.text));

describe('POST /api/subscriptions', () => {
  it('stores no subscriber and sends no welcome until the address confirms', async () => {
    // Arrange
    const email = uniqueEmail();
    const before = await table.leadCount('subscription');
    // Act
    const response = await call('POST', '/api/subscriptions', {
      json: { email, source: 'footer' },
    });
    // Assert
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ status: 'received' });
    const { message } = await confirmationToken(email);
    expect(message.to).toEqual([email.toLowerCase()]);
    expect(await table.get(subscriberKey(email))).toBeUndefined();
    expect(await table.leadCount('subscription')).toBe(before);
    expect(await welcomeTo(email)).toEqual([]);
  });

  it('subscribes the address when its link is followed, then welcomes it once', async () => {
    // Arrange
    const email = uniqueEmail();
    const before = await table.leadCount('subscription');
    // Act
    const confirmed = await subscribeAndConfirm(email);
    // Assert
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'active' });
    const stored = await table.get(subscriberKey(email));
    expect(stored).toMatchObject({
      entity: 'EmailSubscription',
      email: email.toLowerCase(),
      status: 'active',
      source: 'footer',
      unsubscribedAt: null,
      gsi1pk: 'LEADS#subscription',
    });
    expect(await table.leadCount('subscription')).toBe(before + 1);
    await eventually(async () =>
      (await welcomeTo(email)).length ? 1 : undefined,
    );
    await staysEqual(async () => (await welcomeTo(email)).length, 1);
  });

  it("never mails text of the visitor's choosing to the address", async () => {
    // Arrange: a stranger signs someone else up with a planted "name".
    const email = uniqueEmail();
    const name = 'Visit evil.example to claim your refund';
    // Act
    await call('POST', '/api/subscriptions', { json: { email, name } });
    const { token } = await confirmationToken(email);
    await call('POST', '/api/subscriptions/confirm', { json: { token } });
    await eventually(async () =>
      (await welcomeTo(email)).length ? 1 : undefined,
    );
    // Assert
    const mails = await mailTo(email);
    expect(mails.length).toBe(2);
    expect(JSON.stringify(mails)).not.toContain('evil.example');
  });

  it('answers the same for an address on the list and one that is not, and mails neither twice', async () => {
    // Arrange
    const known = uniqueEmail();
    await subscribeAndConfirm(known);
    await eventually(async () =>
      (await welcomeTo(known)).length ? 1 : undefined,
    );
    const mailsToKnown = (await mailTo(known)).length;
    const unknown = uniqueEmail();
    // Act
    const answers = await Promise.all(
      [known, unknown, known.toUpperCase(), unknown.toUpperCase()].map(
        (email) => call('POST', '/api/subscriptions', { json: { email } }),
      ),
    );
    // Assert
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ status: 'received' });
    }
    await confirmationToken(unknown);
    await staysEqual(
      async () => [
        (await mailTo(known)).length,
        (await mailTo(unknown)).length,
      ],
      [mailsToKnown, 1],
    );
  });

  it('needs a new confirmation after an unsubscribe, and an old link works only once', async () => {
    // Arrange: subscribed, then unsubscribed by the welcome e-mail's link.
    const email = uniqueEmail();
    const { token: first } = await (async () => {
      await call('POST', '/api/subscriptions', { json: { email } });
      return confirmationToken(email);
    })();
    await call('POST', '/api/subscriptions/confirm', {
      json: { token: first },
    });
    const [welcome] = await eventually(async () => {
      const found = await welcomeTo(email);
      return found.length ? found : undefined;
    });
    const unsubscribeToken = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(
      welcome?.text ?? '',
    )?.[1];
    await call('POST', '/api/subscriptions/unsubscribe', {
      json: { token: unsubscribeToken },
    });
    // Act: an anonymous sign-up, and the old link again.
    const again = await call('POST', '/api/subscriptions', { json: { email } });
    const reused = await call<ErrorBody>('POST', '/api/subscriptions/confirm', {
      json: { token: first },
    });
    // Assert: still unsubscribed until the new link is followed.
    expect(again.body).toEqual({ status: 'received' });
    expect(reused.status).toBe(404);
    expect(await table.get(subscriberKey(email))).toMatchObject({
      status: 'unsubscribed',
    });
    const { token: second } = await confirmationToken(email, 2);
    const confirmed = await call('POST', '/api/subscriptions/confirm', {
      json: { token: second },
    });
    expect(confirmed.status).toBe(200);
    expect(await table.get(subscriberKey(email))).toMatchObject({
      status: 'active',
    });
  });

  it('sends one confirmation a while per address, however many clients ask', async () => {
    // Arrange
    const email = uniqueEmail();
    // Act: five clients (a random viewer address each).
    await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/subscriptions', { json: { email } }),
      ),
    );
    // Assert
    await confirmationToken(email);
    await staysEqual(async () => (await mailTo(email)).length, 1);
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

describe('POST /api/subscriptions/confirm', () => {
  it.each([
    ['missing', {}],
    ['too short', { token: 'abc' }],
  ])('rejects a %s token with 400', async (_, body) => {
    const response = await call<ErrorBody>(
      'POST',
      '/api/subscriptions/confirm',
      { json: body },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('token');
  });

  it('answers 404 for a well-formed token it never issued', async () => {
    const response = await call<ErrorBody>(
      'POST',
      '/api/subscriptions/confirm',
      { json: { token: 'a'.repeat(43) } },
    );
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
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
