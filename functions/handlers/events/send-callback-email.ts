import { sesMailer, staffNotifyAddress } from '#adapters/mail/ses-mailer';
import { callbackNotification } from '#adapters/mail/templates/callback-notification';
import { eventHandler } from '#platform/event-handler';
import { callbackRequestedSchema } from '#shared/events/leads';
import { sendCallbackEmail } from '#use-cases/notifications/send-callback-email';

export const handler = eventHandler(
  'SendCallbackEmail',
  callbackRequestedSchema,
  (lead) =>
    sendCallbackEmail(
      {
        mailer: sesMailer,
        render: (payload) => callbackNotification(payload, staffNotifyAddress),
      },
      lead,
    ),
);
