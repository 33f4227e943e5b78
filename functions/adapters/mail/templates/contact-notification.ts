import { contactCategories } from '#shared/contracts/contact';
import type { ContactMessageReceived } from '#shared/events/contact';
import type { MailMessage } from '#use-cases/ports';
import { presentFields, renderFields } from './render.ts';

export const CONTACT_NOTIFICATION = 'contact-notification';

/** The staff notification for a contact form message; replying answers the visitor. */
export function contactNotification(
  message: ContactMessageReceived,
  staffAddress: string,
): MailMessage {
  const category = contactCategories[message.category];
  const data = {
    messageId: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone || undefined,
    category,
    subject: message.subject || undefined,
    message: message.message,
    receivedAt: message.occurredAt,
  };
  const body = renderFields(
    'New contact form message',
    presentFields([
      ['Name', data.name],
      ['E-mail', data.email],
      ['Phone', data.phone],
      ['Category', category],
      ['Subject', data.subject],
      ['Message', data.message],
      ['Received', data.receivedAt],
    ]),
  );
  const subject = message.subject ? `: ${message.subject.slice(0, 80)}` : '';
  return {
    to: [staffAddress],
    replyTo: [message.email],
    subject: `Contact (${category}) from ${message.name}${subject}`,
    ...body,
    template: {
      id: CONTACT_NOTIFICATION,
      data: Object.fromEntries(
        Object.entries(data).filter(([, v]) => v !== undefined),
      ),
    },
  };
}
