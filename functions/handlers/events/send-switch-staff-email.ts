import { sesMailer } from '#adapters/mail/ses-mailer';
import { staffNotifyAddress } from '#adapters/mail/staff-address';
import { switchStaffNotification } from '#adapters/mail/templates/switch-staff-notification';
import { config } from '#platform/config';
import { switchRequestedSchema } from '#shared/events/switching';
import { sendStaffMail } from '#use-cases/notifications/staff-mail';
import { eventHandler } from '#wiring/event-handler';
import { savedSettings } from '#wiring/site-settings';

/** Alerts staff to a switch request, unless switched off (the visitor's confirmation is its own consumer). */
export const handler = eventHandler(
  'SendSwitchStaffEmail',
  switchRequestedSchema,
  (lead) =>
    sendStaffMail(
      { settings: savedSettings, mailer: sesMailer },
      'leadAlert',
      () =>
        switchStaffNotification(
          lead,
          staffNotifyAddress(),
          config('site').SITE_URL,
        ),
    ),
);
