import type { OutboxMessage } from '../../infra/local/outbox/outbox.ts';
import { eventually } from './http.ts';
import { mailTo } from './newsletter.ts';

/** The token of a link in an e-mail, by the text just before `token=`. */
export function tokenAfter(message: OutboxMessage, before: string): string {
  const escaped = before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const token = new RegExp(`${escaped}token=([A-Za-z0-9_-]+)`).exec(
    message.text,
  )?.[1];
  if (!token) throw new Error(`no ${before} link in "${message.subject}"`);
  return token;
}

const isConfirmation = (m: OutboxMessage) =>
  m.text.includes('/price-alerts/confirm?token=');
const isAlert = (m: OutboxMessage) =>
  m.text.includes('/price-alerts/manage?') && !isConfirmation(m);

export const confirmationsTo = async (email: string) =>
  (await mailTo(email)).filter(isConfirmation);

export const alertsTo = async (email: string) =>
  (await mailTo(email)).filter(isAlert);

/** The confirmation e-mail to `email`, once it came. */
export const confirmationMail = (email: string) =>
  eventually(async () => (await confirmationsTo(email))[0], 15_000);
