import { NotFoundError } from '#platform/errors';
import type { ConfirmSubscriptionResult } from '#shared/contracts/subscriptions';
import type { Clock, IdGenerator } from '../ports.ts';
import type { SubscriptionStore } from '../ports-subscriptions.ts';
import { hashLinkToken } from './unsubscribe-token.ts';

/**
 * Follows a confirmation link: the address becomes an active subscriber
 * (a new one gets the welcome e-mail through the table stream). The link
 * works once, so an old one cannot undo a later unsubscribe.
 */
export async function confirmSubscription(
  deps: {
    readonly clock: Clock;
    readonly ids: IdGenerator;
    readonly subscriptions: SubscriptionStore;
  },
  token: string,
): Promise<ConfirmSubscriptionResult> {
  const confirmation = await deps.subscriptions.takeConfirmation(
    hashLinkToken(token),
  );
  if (!confirmation)
    throw new NotFoundError(
      'This confirmation link is not valid, has expired or was already used',
    );
  const now = deps.clock.now().toISOString();
  const created = await deps.subscriptions.create({
    ...confirmation,
    id: deps.ids.next(),
    status: 'active',
    subscribedAt: now,
    unsubscribedAt: null,
  });
  if (!created) {
    const existing = await deps.subscriptions.get(confirmation.email);
    if (existing?.status === 'unsubscribed')
      await deps.subscriptions.setStatus(confirmation.email, 'active', now);
  }
  await deps.subscriptions.deleteRequest(confirmation.email);
  return { status: 'active' };
}
