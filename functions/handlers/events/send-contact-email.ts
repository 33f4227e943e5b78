import { sesMailer, staffNotifyAddress } from '#adapters/mail/ses-mailer';
import { contactNotification } from '#adapters/mail/templates/contact-notification';
import { eventHandler } from '#platform/event-handler';
import { contactMessageReceivedSchema } from '#shared/events/contact';

/** E-mails staff one contact form message, replying to the visitor. */
export const handler = eventHandler(
  'SendContactEmail',
  contactMessageReceivedSchema,
  (message) => sesMailer.send(contactNotification(message, staffNotifyAddress)),
);
