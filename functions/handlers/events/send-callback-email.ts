import { sesMailer } from '#adapters/mail/ses-mailer';
import { staffNotifyAddress } from '#adapters/mail/staff-address';
import { callbackNotification } from '#adapters/mail/templates/callback-notification';
import { config } from '#platform/config';
import { callbackRequestedSchema } from '#shared/events/leads';
import { callbackEmailPayload } from '#use-cases/notifications/callback-email-payload';
import { sendStaffMail } from '#use-cases/notifications/staff-mail';
import { eventHandler } from '#wiring/event-handler';
import { savedSettings } from '#wiring/site-settings';

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
          callbackEmailPayload(lead, config('site').SITE_URL),
          staffNotifyAddress(),
        ),
    ),
);
