import type { SubscriptionRequested } from '#shared/events/subscriptions';
import type { Clock, Mailer, MailMessage } from '../ports.ts';
import type { SubscriptionStore } from '../ports-subscriptions.ts';
import { hashLinkToken, newLinkToken } from './unsubscribe-token.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_SECONDS = 3 * 24 * 60 * 60;

export interface SendConfirmationEmailDeps {
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly subscriptions: Pick<SubscriptionStore, 'putConfirmation'>;
  readonly siteUrl: string;
  /** Gets the address and the link only: nothing the visitor typed. */
  readonly render: (
    email: string,
    confirmUrl: string,
  ) => MailMessage | Promise<MailMessage>;
}

/**
 * Sends the link that confirms a sign-up. Its token is stored only as a
 * hash; a retry makes a new, equally valid link.
 */
export async function sendConfirmationEmail(
  deps: SendConfirmationEmailDeps,
  request: SubscriptionRequested,
): Promise<{ messageId: string }> {
  const token = newLinkToken();
  const now = deps.clock.now();
  await deps.subscriptions.putConfirmation(
    hashLinkToken(token),
    { email: request.email, name: request.name, source: request.source },
    now.toISOString(),
    Math.floor(now.getTime() / 1000) + CONFIRMATION_LINK_SECONDS,
  );
  const url = new URL('/newsletter/confirm', deps.siteUrl);
  url.searchParams.set('token', token);
  return deps.mailer.send(await deps.render(request.email, url.href));
}
