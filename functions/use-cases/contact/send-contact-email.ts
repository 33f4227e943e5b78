import type { ContactMessageReceived } from '#shared/events/contact';
import type { Mailer, MailMessage } from '../ports.ts';

export interface SendContactEmailDeps {
  readonly mailer: Mailer;
  readonly render: (message: ContactMessageReceived) => MailMessage;
}

/** E-mails staff one contact form message, replying to the visitor. */
export async function sendContactEmail(
  deps: SendContactEmailDeps,
  message: ContactMessageReceived,
): Promise<{ messageId: string }> {
  return deps.mailer.send(deps.render(message));
}
