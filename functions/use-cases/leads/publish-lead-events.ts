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
  deps: { publisher: EventPublisher; rejected: (item: RejectedLead) => void },
  changes: readonly StreamChange[],
): Promise<string | undefined> {
  const pending: { event: DomainEvent; sequenceNumber: string }[] = [];
  for (const change of changes) {
    if (!change.isInsert || !change.newItem) continue;
    const built = buildEvent(change.newItem);
    if ('rejected' in built) deps.rejected(built.rejected);
    else if (built.event)
      pending.push({
        event: built.event,
        sequenceNumber: change.sequenceNumber,
      });
  }
  if (pending.length === 0) return undefined;
  const failed = await deps.publisher.publish(pending.map((p) => p.event));
  if (failed.length === 0) return undefined;
  return pending[Math.min(...failed)]?.sequenceNumber;
}

/** A stored lead whose event cannot be built: named without its personal data. */
export interface RejectedLead {
  readonly entity: unknown;
  readonly id: unknown;
  readonly fields: string[];
}

/**
 * Retrying a record that fails its event schema can never succeed and
 * would hold up every lead behind it on the stream, so it is reported
 * (an error log the alarms watch) and passed over.
 */
function buildEvent(
  item: Record<string, unknown>,
): { event?: DomainEvent } | { rejected: RejectedLead } {
  try {
    return { event: leadEventFor(item) };
  } catch (error) {
    const issues =
      (error as { issues?: { path: PropertyKey[] }[] }).issues ?? [];
    return {
      rejected: {
        entity: item.entity,
        id: item.id,
        fields: issues.map((i) => i.path.join('.')),
      },
    };
  }
}
