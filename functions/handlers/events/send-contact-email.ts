import { sesMailer } from '#adapters/mail/ses-mailer';
import { staffNotifyAddress } from '#adapters/mail/staff-address';
import { contactNotification } from '#adapters/mail/templates/contact-notification';
import { contactMessageReceivedSchema } from '#shared/events/contact';
import { sendStaffMail } from '#use-cases/notifications/staff-mail';
import { eventHandler } from '#wiring/event-handler';
import { savedSettings } from '#wiring/site-settings';

/** E-mails staff one contact form message (replying to the visitor), unless switched off. */
export const handler = eventHandler(
  'SendContactEmail',
  contactMessageReceivedSchema,
  (message) =>
    sendStaffMail(
      { settings: savedSettings, mailer: sesMailer },
      'leadAlert',
      () => contactNotification(message, staffNotifyAddress()),
    ),
);
