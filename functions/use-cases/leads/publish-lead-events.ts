import type { DomainEvent, EventPublisher } from '../ports.ts';
import { leadEventFor } from './lead-event.ts';

export interface StreamChange {
  /** The stream sequence number, reported back on failure. */
  readonly sequenceNumber: string;
  readonly isInsert: boolean;
  readonly newItem: Record<string, unknown> | undefined;
}

/**
 * Publishes one event per newly inserted lead, in stream order. Returns
 * the sequence number to resume from when any entry failed: the stream
 * source retries from there, and consumers are idempotent on the lead id,
 * so a republished event never sends a second e-mail.
 */
export async function publishLeadEvents(
  deps: { publisher: EventPublisher },
  changes: readonly StreamChange[],
): Promise<string | undefined> {
  const pending: { event: DomainEvent; sequenceNumber: string }[] = [];
  for (const change of changes) {
    if (!change.isInsert || !change.newItem) continue;
    const event = leadEventFor(change.newItem);
    if (event) pending.push({ event, sequenceNumber: change.sequenceNumber });
  }
  if (pending.length === 0) return undefined;
  const failed = await deps.publisher.publish(pending.map((p) => p.event));
  const first = Math.min(...failed);
  return failed.length ? pending[first]?.sequenceNumber : undefined;
}
