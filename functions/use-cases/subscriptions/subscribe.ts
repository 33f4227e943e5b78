import { getSubscription, putSubscriptionRequest } from '#data/subscriptions';
import type {
  CreateSubscription,
  SubscriptionResult,
} from '#shared/contracts/subscriptions';
import type { Clock, IdGenerator } from '../ports.ts';

export interface SubscribeDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/** One confirmation e-mail per address in this long, whoever asks. */
export const SUBSCRIPTION_REQUEST_SECONDS = 15 * 60;

/**
 * Double opt-in: an address not on the list (new, or unsubscribed) is
 * sent a link to confirm, through the table stream (`SubscriptionRequested`);
 * nothing is subscribed until the link is followed. The answer is the
 * same whatever the address, so it tells no one who is on the list.
 */
export async function subscribe(
  deps: SubscribeDeps,
  input: CreateSubscription,
): Promise<SubscriptionResult> {
  const existing = await getSubscription(input.email);
  if (existing?.status !== 'active') {
    const now = deps.clock.now();
    await putSubscriptionRequest(
      { ...input, id: deps.ids.next(), createdAt: now.toISOString() },
      Math.floor(now.getTime() / 1000) + SUBSCRIPTION_REQUEST_SECONDS,
    );
  }
  return { status: 'received' };
}
