import { NotFoundError } from '#platform/errors';
import type { UnsubscribeResult } from '#shared/contracts/subscriptions';
import type { Clock } from '../ports.ts';
import type { SubscriptionStore } from '../ports-subscriptions.ts';
import { hashUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * Unsubscribes the e-mail a link's token belongs to. Following the same
 * link again answers that it is already done.
 */
export async function unsubscribe(
  deps: {
    readonly clock: Clock;
    readonly subscriptions: Pick<
      SubscriptionStore,
      'emailOfUnsubscribeToken' | 'setStatus'
    >;
  },
  token: string,
): Promise<UnsubscribeResult> {
  const email = await deps.subscriptions.emailOfUnsubscribeToken(
    hashUnsubscribeToken(token),
  );
  if (!email) throw new NotFoundError('This unsubscribe link is not valid');
  const changed = await deps.subscriptions.setStatus(
    email,
    'unsubscribed',
    deps.clock.now().toISOString(),
  );
  return { status: 'unsubscribed', alreadyUnsubscribed: !changed };
}
