import { sesMailer } from '#adapters/mail/ses-mailer';
import { subscriptionWelcome } from '#adapters/mail/templates/subscription-welcome';
import { config } from '#platform/config';
import { subscribedSchema } from '#shared/events/subscriptions';
import { sendWelcomeEmail } from '#use-cases/subscriptions/send-welcome-email';
import { clock } from '#wiring/deps';
import { eventHandler } from '#wiring/event-handler';
import { namedBySite } from '#wiring/site-settings';
import { subscriptions } from '#wiring/subscriptions';

export const handler = eventHandler(
  'SendSubscriptionWelcome',
  subscribedSchema,
  (subscriber) =>
    sendWelcomeEmail(
      {
        mailer: sesMailer,
        clock,
        subscriptions,
        siteUrl: config('site').SITE_URL,
        render: namedBySite(subscriptionWelcome),
      },
      subscriber,
    ),
);
