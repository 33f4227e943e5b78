import type { Subscribed } from '#shared/events/subscriptions';
import type { Clock, Mailer, MailMessage } from '../ports.ts';
import type { SubscriptionStore } from '../ports-subscriptions.ts';
import {
  hashUnsubscribeToken,
  newUnsubscribeToken,
} from './unsubscribe-token.ts';

export interface SendWelcomeEmailDeps {
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly subscriptions: Pick<SubscriptionStore, 'putUnsubscribeToken'>;
  readonly siteUrl: string;
  readonly render: (
    subscriber: Subscribed,
    unsubscribeUrl: string,
  ) => MailMessage | Promise<MailMessage>;
}

/**
 * Welcomes a new subscriber. The e-mail carries a fresh unsubscribe link
 * whose token is stored only as a hash; a retry makes a new, equally
 * valid link.
 */
export async function sendWelcomeEmail(
  deps: SendWelcomeEmailDeps,
  subscriber: Subscribed,
): Promise<{ messageId: string }> {
  const token = newUnsubscribeToken();
  await deps.subscriptions.putUnsubscribeToken(
    hashUnsubscribeToken(token),
    subscriber.email,
    deps.clock.now().toISOString(),
  );
  const url = new URL('/unsubscribe', deps.siteUrl);
  url.searchParams.set('token', token);
  return deps.mailer.send(await deps.render(subscriber, url.href));
}
