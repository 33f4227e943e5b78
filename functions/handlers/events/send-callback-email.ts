import { sesMailer, staffNotifyAddress } from '#adapters/mail/ses-mailer';
import { callbackNotification } from '#adapters/mail/templates/callback-notification';
import { eventHandler } from '#platform/event-handler';
import { callbackRequestedSchema } from '#shared/events/leads';
import { callbackEmailPayload } from '#use-cases/notifications/callback-email-payload';

/** Sends staff the `send-callback-email` notification for one request. */
export const handler = eventHandler(
  'SendCallbackEmail',
  callbackRequestedSchema,
  (lead) =>
    sesMailer.send(
      callbackNotification(callbackEmailPayload(lead), staffNotifyAddress),
    ),
);
