import { contactCategories } from '#shared/contracts/contact';
import type { ContactMessageReceived } from '#shared/events/contact';
import type { MailMessage } from '#use-cases/ports';
import { renderFields } from './render.ts';

/** The staff notification for a contact form message. */
export function contactNotification(
  message: ContactMessageReceived,
  staffAddress: string,
): MailMessage {
  const category = contactCategories[message.category];
  const body = renderFields('New contact form message', [
    ['Name', message.name],
    ['E-mail', message.email],
    ['Phone', message.phone || 'Not provided'],
    ['Category', category],
    ['Subject', message.subject || 'None'],
    ['Message', message.message],
    ['Received', message.occurredAt],
  ]);
  const subject = message.subject ? `: ${message.subject.slice(0, 80)}` : '';
  return {
    to: [staffAddress],
    replyTo: [message.email],
    subject: `Contact (${category}) from ${message.name}${subject}`,
    text: body.text,
    html: body.html,
  };
}
