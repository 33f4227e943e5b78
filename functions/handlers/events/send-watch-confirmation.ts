import { sesMailer } from '#adapters/mail/ses-mailer';
import { watchConfirmation } from '#adapters/mail/templates/watch-confirmation';
import { watchStore } from '#adapters/watch-store';
import { config } from '#platform/config';
import { clock } from '#platform/deps';
import { eventHandler } from '#platform/event-handler';
import { watchRequestedSchema } from '#shared/events/watches';
import { sendWatchConfirmation } from '#use-cases/watches/send-watch-confirmation';

const { SITE_URL } = config('site');

export const handler = eventHandler(
  'SendWatchConfirmation',
  watchRequestedSchema,
  (request) =>
    sendWatchConfirmation(
      {
        store: watchStore,
        mailer: sesMailer,
        clock,
        siteUrl: SITE_URL,
        render: watchConfirmation,
      },
      request,
    ),
);
