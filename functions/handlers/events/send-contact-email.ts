import { sesMailer, staffNotifyAddress } from '#adapters/mail/ses-mailer';
import { contactNotification } from '#adapters/mail/templates/contact-notification';
import { eventHandler } from '#platform/event-handler';
import { contactMessageReceivedSchema } from '#shared/events/contact';
import { sendContactEmail } from '#use-cases/contact/send-contact-email';

export const handler = eventHandler(
  'SendContactEmail',
  contactMessageReceivedSchema,
  (message) =>
    sendContactEmail(
      {
        mailer: sesMailer,
        render: (m) => contactNotification(m, staffNotifyAddress),
      },
      message,
    ),
);
