import type {
  CreateSubscription,
  SubscriptionResult,
} from '#shared/contracts/subscriptions';
import type { Clock, IdGenerator, SettingsReader } from '../ports.ts';
import type { SubscriptionStore } from '../ports-subscriptions.ts';

export interface SubscribeDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly settings: SettingsReader;
  readonly subscriptions: SubscriptionStore;
}

/** One confirmation e-mail per address in this long, whoever asks. */
export const SUBSCRIPTION_REQUEST_SECONDS = 15 * 60;

/**
 * Double opt-in while "Require e-mail verification" is on (the default):
 * an address not on the list is sent a link to confirm, through the table
 * stream (`SubscriptionRequested`); nothing is subscribed until the link
 * is followed. Off, an address never seen before is subscribed at once
 * and welcomed (the welcome carries no visitor text); an address that
 * unsubscribed still has to confirm, so no one can undo another's opt-out.
 * The answer is the same whatever the address, so it tells no one who is
 * on the list.
 */
export async function subscribe(
  deps: SubscribeDeps,
  input: CreateSubscription,
): Promise<SubscriptionResult> {
  const existing = await deps.subscriptions.get(input.email);
  if (existing?.status === 'active') return { status: 'received' };
  const now = deps.clock.now();
  const { requireEmailVerification } = await deps.settings.current();
  if (!existing && !requireEmailVerification) {
    await deps.subscriptions.create({
      ...input,
      id: deps.ids.next(),
      status: 'active',
      subscribedAt: now.toISOString(),
      unsubscribedAt: null,
    });
    return { status: 'received' };
  }
  await deps.subscriptions.putRequest(
    { ...input, id: deps.ids.next(), createdAt: now.toISOString() },
    Math.floor(now.getTime() / 1000) + SUBSCRIPTION_REQUEST_SECONDS,
  );
  return { status: 'received' };
}
