import type { OutboxMessage } from '../../infra/local/outbox/outbox.ts';
import { call } from './http.ts';

/** Every message in the local outbox, oldest first. */
export async function outboxMessages(): Promise<OutboxMessage[]> {
  const { body } = await call<{ messages: OutboxMessage[] }>(
    'GET',
    '/_dev/outbox.json',
  );
  return body.messages;
}

/** Messages whose text mentions `needle` (an e-mail address, say). */
export async function messagesMentioning(
  needle: string,
): Promise<OutboxMessage[]> {
  return (await outboxMessages()).filter((m) => m.text.includes(needle));
}
