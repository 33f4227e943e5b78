import type { CallbackRequested } from '#shared/events/leads';
import type { Mailer, MailMessage } from '../ports.ts';
import {
  type CallbackEmailPayload,
  callbackEmailPayload,
} from './callback-email-payload.ts';

export interface SendCallbackEmailDeps {
  readonly mailer: Mailer;
  readonly render: (payload: CallbackEmailPayload) => MailMessage;
}

/** Sends staff the `send-callback-email` notification for one request. */
export async function sendCallbackEmail(
  deps: SendCallbackEmailDeps,
  lead: CallbackRequested,
): Promise<{ messageId: string }> {
  return deps.mailer.send(deps.render(callbackEmailPayload(lead)));
}
