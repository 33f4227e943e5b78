import {
  createSubscription,
  deleteSubscriptionRequest,
  getSubscription,
  setSubscriptionStatus,
  takeSubscriptionConfirmation,
} from '#data/subscriptions';
import { NotFoundError } from '#platform/errors';
import type { ConfirmSubscriptionResult } from '#shared/contracts/subscriptions';
import type { Clock, IdGenerator } from '../ports.ts';
import { hashLinkToken } from './unsubscribe-token.ts';

/**
 * Follows a confirmation link: the address becomes an active subscriber
 * (a new one gets the welcome e-mail through the table stream). The link
 * works once, so an old one cannot undo a later unsubscribe.
 */
export async function confirmSubscription(
  deps: { readonly clock: Clock; readonly ids: IdGenerator },
  token: string,
): Promise<ConfirmSubscriptionResult> {
  const confirmation = await takeSubscriptionConfirmation(hashLinkToken(token));
  if (!confirmation)
    throw new NotFoundError(
      'This confirmation link is not valid, has expired or was already used',
    );
  const now = deps.clock.now().toISOString();
  const created = await createSubscription({
    ...confirmation,
    id: deps.ids.next(),
    status: 'active',
    subscribedAt: now,
    unsubscribedAt: null,
  });
  if (!created) {
    const existing = await getSubscription(confirmation.email);
    if (existing?.status === 'unsubscribed')
      await setSubscriptionStatus(confirmation.email, 'active', now);
  }
  await deleteSubscriptionRequest(confirmation.email);
  return { status: 'active' };
}
