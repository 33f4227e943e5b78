import { describe, expect, it } from 'vitest';
import { NotFoundError } from '#platform/errors';
import { defaultSettings } from '#shared/contracts/site-settings';
import { inMemorySubscriptions } from '#test-support/in-memory-subscriptions';
import type { MailMessage } from '../ports.ts';
import { confirmSubscription } from './confirm-subscription.ts';
import {
  CONFIRMATION_LINK_SECONDS,
  sendConfirmationEmail,
} from './send-confirmation-email.ts';
import { sendWelcomeEmail } from './send-welcome-email.ts';
import { SUBSCRIPTION_REQUEST_SECONDS, subscribe } from './subscribe.ts';
import { unsubscribe } from './unsubscribe.ts';
import { hashLinkToken } from './unsubscribe-token.ts';

const START = new Date('2026-11-24T10:00:00Z').getTime();
const EMAIL = 'jo@example.com';
const envelope = {
  id: 'ev-1',
  occurredAt: '2026-11-24T10:00:00Z',
  version: 1,
} as const;

function setUp(requireEmailVerification = true) {
  let now = START;
  const store = inMemorySubscriptions(() => Math.floor(now / 1000));
  const sent: MailMessage[] = [];
  let next = 0;
  const clock = { now: () => new Date(now) };
  const mailer = {
    send: async (message: MailMessage) => {
      sent.push(message);
      return { messageId: `m-${sent.length}` };
    },
  };
  const render = (to: string, url: string): MailMessage => ({
    to: [to],
    subject: 'link',
    text: url,
    html: url,
  });
  const deps = {
    clock,
    ids: { next: () => `sub-${++next}` },
    settings: {
      current: async () => ({ ...defaultSettings, requireEmailVerification }),
    },
    subscriptions: store.store,
    mailer,
    siteUrl: 'https://compare.test',
  };
  const linkOf = (message: MailMessage | undefined) =>
    new URL(message?.text ?? '').searchParams.get('token') ?? '';
  return {
    store,
    sent,
    deps,
    linkOf,
    confirmationDeps: { ...deps, render },
    welcomeDeps: {
      ...deps,
      render: (s: { email: string }, url: string) => render(s.email, url),
    },
    later: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

const form = { email: EMAIL, name: 'Jo', source: 'footer' } as const;

describe('subscribe', () => {
  it('with verification on, stores a request and no subscriber', async () => {
    const { deps, store } = setUp();
    expect(await subscribe(deps, form)).toEqual({ status: 'received' });
    expect(store.subscriber(EMAIL)).toBeUndefined();
    expect(store.requests()).toEqual([
      expect.objectContaining({ email: EMAIL, id: 'sub-1' }),
    ]);
  });

  it('asks one address to confirm once per window, whoever asks', async () => {
    const { deps, store, later } = setUp();
    await subscribe(deps, form);
    later(SUBSCRIPTION_REQUEST_SECONDS - 1);
    await subscribe(deps, form);
    expect(store.requests().map((r) => r.id)).toEqual(['sub-1']);
    later(2);
    await subscribe(deps, form);
    expect(store.requests().map((r) => r.id)).toEqual(['sub-3']);
  });

  it('with verification off, subscribes an address never seen at once', async () => {
    const { deps, store } = setUp(false);
    await subscribe(deps, form);
    expect(store.subscriber(EMAIL)).toMatchObject({ status: 'active' });
    expect(store.requests()).toEqual([]);
  });

  it('with verification off, still asks an unsubscribed address to confirm', async () => {
    const { deps, store } = setUp(false);
    await subscribe(deps, form);
    await store.store.setStatus(EMAIL, 'unsubscribed', 'then');
    await subscribe(deps, form);
    expect(store.subscriber(EMAIL)?.status).toBe('unsubscribed');
    expect(store.requests()).toHaveLength(1);
  });

  it('answers an active subscriber alike and stores nothing more', async () => {
    const { deps, store } = setUp(false);
    await subscribe(deps, form);
    expect(await subscribe(deps, form)).toEqual({ status: 'received' });
    expect(store.requests()).toEqual([]);
  });
});

describe('confirmation link', () => {
  it('is mailed with a token stored only as its hash, and confirms once', async () => {
    const { deps, confirmationDeps, store, sent, linkOf } = setUp();
    await subscribe(deps, form);
    await sendConfirmationEmail(confirmationDeps, { ...envelope, ...form });
    const token = linkOf(sent[0]);
    expect(store.confirmationHashes()).toEqual([hashLinkToken(token)]);

    expect(await confirmSubscription(deps, token)).toEqual({
      status: 'active',
    });
    expect(store.subscriber(EMAIL)).toMatchObject({
      status: 'active',
      name: 'Jo',
    });
    expect(store.requests()).toEqual([]);
    await expect(confirmSubscription(deps, token)).rejects.toThrow(
      NotFoundError,
    );
  });

  it('no longer works once it expired', async () => {
    const { confirmationDeps, deps, sent, linkOf, later } = setUp();
    await sendConfirmationEmail(confirmationDeps, { ...envelope, ...form });
    later(CONFIRMATION_LINK_SECONDS);
    await expect(confirmSubscription(deps, linkOf(sent[0]))).rejects.toThrow(
      NotFoundError,
    );
  });

  it('makes an unsubscribed address active again', async () => {
    const { deps, confirmationDeps, store, sent, linkOf } = setUp(false);
    await subscribe(deps, form);
    await store.store.setStatus(EMAIL, 'unsubscribed', 'then');
    await sendConfirmationEmail(confirmationDeps, { ...envelope, ...form });
    await confirmSubscription(deps, linkOf(sent[0]));
    expect(store.subscriber(EMAIL)).toMatchObject({
      status: 'active',
      id: 'sub-1',
      unsubscribedAt: null,
    });
  });
});

describe('unsubscribe link', () => {
  it('from the welcome mail unsubscribes once, then says it was done', async () => {
    const { deps, welcomeDeps, store, sent, linkOf } = setUp(false);
    await subscribe(deps, form);
    await sendWelcomeEmail(welcomeDeps, { ...envelope, ...form });
    const token = linkOf(sent[0]);
    expect(store.unsubscribeHashes()).toEqual([hashLinkToken(token)]);

    expect(await unsubscribe(deps, token)).toEqual({
      status: 'unsubscribed',
      alreadyUnsubscribed: false,
    });
    expect(store.subscriber(EMAIL)?.status).toBe('unsubscribed');
    expect(await unsubscribe(deps, token)).toEqual({
      status: 'unsubscribed',
      alreadyUnsubscribed: true,
    });
  });

  it('refuses a token it never issued', async () => {
    const { deps } = setUp();
    await expect(unsubscribe(deps, 'made-up')).rejects.toThrow(NotFoundError);
  });
});
