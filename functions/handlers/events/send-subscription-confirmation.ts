import { sesMailer } from '#adapters/mail/ses-mailer';
import { subscriptionConfirmation } from '#adapters/mail/templates/subscription-confirmation';
import { config } from '#platform/config';
import { subscriptionRequestedSchema } from '#shared/events/subscriptions';
import { sendConfirmationEmail } from '#use-cases/subscriptions/send-confirmation-email';
import { clock } from '#wiring/deps';
import { eventHandler } from '#wiring/event-handler';
import { namedBySite } from '#wiring/site-settings';
import { subscriptions } from '#wiring/subscriptions';

export const handler = eventHandler(
  'SendSubscriptionConfirmation',
  subscriptionRequestedSchema,
  (request) =>
    sendConfirmationEmail(
      {
        mailer: sesMailer,
        clock,
        subscriptions,
        siteUrl: config('site').SITE_URL,
        render: namedBySite(subscriptionConfirmation),
      },
      request,
    ),
);
