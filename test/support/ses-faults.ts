import type { ParkedEvent } from '../../infra/local/bus/event-bus.ts';
import type { SendAttempt } from '../../infra/local/outbox/outbox.ts';
import type { SesFault } from '../../infra/local/outbox/ses-faults.ts';
import { call } from './http.ts';

/** Makes the local SES answer the next matching sends with an error. */
export async function injectSesFault(fault: SesFault): Promise<void> {
  const { status } = await call('POST', '/_dev/ses-faults', { json: fault });
  if (status !== 201) throw new Error(`SES fault not queued (${status})`);
}

export async function clearSesFaults(): Promise<void> {
  await call('DELETE', '/_dev/ses-faults');
}

/** Every send attempt addressed to, or replying to, `address`. */
export async function sendAttemptsFor(address: string): Promise<SendAttempt[]> {
  const { body } = await call<{ attempts: SendAttempt[] }>(
    'GET',
    '/_dev/ses-faults',
  );
  return body.attempts.filter((a) => [...a.to, ...a.replyTo].includes(address));
}

export async function parkedEvents(): Promise<ParkedEvent[]> {
  const { body } = await call<{ parked: ParkedEvent[] }>(
    'GET',
    '/_dev/parked.json',
  );
  return body.parked;
}

/** Parked events of the lead `leadId` (the event detail's `id`). */
export async function parkedForLead(leadId: string): Promise<ParkedEvent[]> {
  return (await parkedEvents()).filter((p) => p.event.detail.id === leadId);
}
