import { sesMailer, staffNotifyAddress } from '#adapters/mail/ses-mailer';
import { callbackNotification } from '#adapters/mail/templates/callback-notification';
import { config } from '#platform/config';
import { eventHandler } from '#platform/event-handler';
import { callbackRequestedSchema } from '#shared/events/leads';
import { callbackEmailPayload } from '#use-cases/notifications/callback-email-payload';
import { sendStaffMail } from '#use-cases/notifications/staff-mail';
import { savedSettings } from '#wiring/site-settings';

const { SITE_URL } = config('site');

/** Alerts staff to one call back request, unless staff switched alerts off. */
export const handler = eventHandler(
  'SendCallbackEmail',
  callbackRequestedSchema,
  (lead) =>
    sendStaffMail(
      { settings: savedSettings, mailer: sesMailer },
      'leadAlert',
      () =>
        callbackNotification(
          callbackEmailPayload(lead, SITE_URL),
          staffNotifyAddress,
        ),
    ),
);
