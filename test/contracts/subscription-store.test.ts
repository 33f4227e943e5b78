import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inMemorySubscriptions } from '#test-support/in-memory-subscriptions';
import { pointAtOwnTable } from '#test-support/own-table';
import type {
  SubscriptionRecord,
  SubscriptionStore,
} from '#use-cases/ports-subscriptions';

const table = await pointAtOwnTable('subscription-contract');
beforeEach(() => table.empty());
afterAll(() => table.close());
const { subscriptions } = await import('#wiring/subscriptions');

const nowSeconds = () => Math.floor(Date.now() / 1000);
const email = 'jo@example.com';
const subscriber: SubscriptionRecord = {
  id: 'SUB1',
  email,
  name: 'Jo',
  status: 'active',
  source: 'footer',
  subscribedAt: '2026-11-20T01:00:00.000Z',
  unsubscribedAt: null,
};
const request = {
  id: 'REQ1',
  email,
  name: 'Jo',
  source: 'blog' as const,
  createdAt: '2026-11-20T01:00:00.000Z',
};
const confirmation = { email, name: 'Jo', source: 'blog' as const };

/** The SubscriptionStore contract (functions/use-cases/ports-subscriptions.ts), per implementation. */
const implementations: [string, () => SubscriptionStore][] = [
  ['in memory', () => inMemorySubscriptions(nowSeconds).store],
  ['DynamoDB', () => subscriptions],
];

for (const [name, fresh] of implementations)
  describe(`SubscriptionStore (${name})`, () => {
    it('keeps one subscriber per e-mail', async () => {
      const store = fresh();
      expect(await store.create(subscriber)).toBe(true);
      expect(
        await store.create({ ...subscriber, id: 'SUB2', name: 'Other' }),
      ).toBe(false);
      expect(await store.get(email)).toMatchObject(subscriber);
      expect(await store.get('nobody@example.com')).toBeUndefined();
    });

    it('moves between active and unsubscribed once each way', async () => {
      const store = fresh();
      await store.create(subscriber);
      const at = '2026-11-21T00:00:00.000Z';
      expect(await store.setStatus(email, 'unsubscribed', at)).toBe(true);
      expect(await store.setStatus(email, 'unsubscribed', at)).toBe(false);
      expect(await store.get(email)).toMatchObject({
        status: 'unsubscribed',
        unsubscribedAt: at,
      });
      expect(await store.setStatus(email, 'active', at)).toBe(true);
      expect(await store.get(email)).toMatchObject({
        status: 'active',
        unsubscribedAt: null,
      });
      expect(await store.setStatus('nobody@example.com', 'active', at)).toBe(
        false,
      );
    });

    it('keeps one live sign-up per e-mail until it is deleted or expires', async () => {
      const store = fresh();
      expect(await store.putRequest(request, nowSeconds() + 3600)).toBe(true);
      expect(
        await store.putRequest({ ...request, id: 'REQ2' }, nowSeconds() + 3600),
      ).toBe(false);
      await store.deleteRequest(email);
      expect(
        await store.putRequest({ ...request, id: 'REQ3' }, nowSeconds() - 1),
      ).toBe(true);
      // That one had already expired: a new sign-up replaces it.
      expect(
        await store.putRequest({ ...request, id: 'REQ4' }, nowSeconds() + 3600),
      ).toBe(true);
    });

    it('gives a confirmation link back once, and never once it expired', async () => {
      const store = fresh();
      const createdAt = '2026-11-20T01:00:00.000Z';
      await store.putConfirmation(
        'live-hash',
        confirmation,
        createdAt,
        nowSeconds() + 3600,
      );
      await store.putConfirmation(
        'old-hash',
        confirmation,
        createdAt,
        nowSeconds() - 1,
      );
      expect(await store.takeConfirmation('live-hash')).toEqual(confirmation);
      expect(await store.takeConfirmation('live-hash')).toBeUndefined();
      expect(await store.takeConfirmation('old-hash')).toBeUndefined();
      expect(await store.takeConfirmation('unknown-hash')).toBeUndefined();
    });

    it('finds the e-mail of an unsubscribe link by its hash', async () => {
      const store = fresh();
      await store.putUnsubscribeToken(
        'unsub-hash',
        email,
        '2026-11-20T01:00:00.000Z',
      );
      expect(await store.emailOfUnsubscribeToken('unsub-hash')).toBe(email);
      expect(await store.emailOfUnsubscribeToken('other-hash')).toBeUndefined();
    });
  });
