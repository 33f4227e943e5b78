import { sesMailer } from '#adapters/mail/ses-mailer';
import { watchConfirmation } from '#adapters/mail/templates/watch-confirmation';
import { config } from '#platform/config';
import { watchRequestedSchema } from '#shared/events/watches';
import { sendWatchConfirmation } from '#use-cases/watches/send-watch-confirmation';
import { clock } from '#wiring/deps';
import { eventHandler } from '#wiring/event-handler';
import { namedBySite } from '#wiring/site-settings';
import { watchStore } from '#wiring/watch-store';

export const handler = eventHandler(
  'SendWatchConfirmation',
  watchRequestedSchema,
  (request) =>
    sendWatchConfirmation(
      {
        store: watchStore,
        mailer: sesMailer,
        clock,
        siteUrl: config('site').SITE_URL,
        render: namedBySite(watchConfirmation),
      },
      request,
    ),
);
