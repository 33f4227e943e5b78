import {
  createSubscription,
  getSubscription,
  setSubscriptionStatus,
} from '#data/subscriptions';
import type {
  CreateSubscription,
  SubscriptionResult,
} from '#shared/contracts/subscriptions';
import type { Clock, IdGenerator } from '../ports.ts';

export interface SubscribeDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * Subscribes an e-mail once. A new subscriber gets the welcome e-mail
 * through the table stream (`Subscribed`); an active one is told so; one
 * who had unsubscribed is made active again.
 */
export async function subscribe(
  deps: SubscribeDeps,
  input: CreateSubscription,
): Promise<SubscriptionResult> {
  const now = deps.clock.now().toISOString();
  const created = await createSubscription({
    ...input,
    id: deps.ids.next(),
    status: 'active',
    subscribedAt: now,
    unsubscribedAt: null,
  });
  if (created) return { alreadySubscribed: false, status: 'active' };
  const existing = await getSubscription(input.email);
  if (existing?.status === 'unsubscribed') {
    await setSubscriptionStatus(input.email, 'active', now);
    return { alreadySubscribed: false, status: 'active' };
  }
  return { alreadySubscribed: true, status: 'active' };
}
