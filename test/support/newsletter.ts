import type { OutboxMessage } from '../../infra/local/outbox/outbox.ts';
import { call, eventually } from './http.ts';
import { outboxMessages } from './outbox.ts';

/** Messages sent to `email`, oldest first. */
export const mailTo = async (email: string): Promise<OutboxMessage[]> =>
  (await outboxMessages()).filter((m) => m.to.includes(email.toLowerCase()));

const isConfirmation = (m: OutboxMessage) =>
  /\/newsletter\/confirm\?token=/.test(m.text);

/** The token of the `nth` confirmation e-mail to `email`, once it came. */
export async function confirmationToken(email: string, nth = 1) {
  const message = await eventually(async () => {
    const found = (await mailTo(email)).filter(isConfirmation);
    return found[nth - 1];
  });
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
    message.text,
  )?.[1];
  if (!token) throw new Error('no confirmation link');
  return { token, message };
}

/** Signs `email` up and follows the e-mailed link, as its owner would. */
export async function subscribeAndConfirm(email: string, nth = 1) {
  await call('POST', '/api/subscriptions', { json: { email } });
  const { token } = await confirmationToken(email, nth);
  return call('POST', '/api/subscriptions/confirm', { json: { token } });
}
