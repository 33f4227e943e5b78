import { DetailType, EventSource } from '#shared/events/event-names';
import type { CatalogueUpdated } from '#shared/events/watches';
import type { Clock, EventPublisher } from '../ports.ts';
import type { WatchStore } from '../ports-watches.ts';

/** Saved comparisons re-ranked per queue message. */
export const WATCHES_PER_CHECK = 25;

export interface EnqueueWatchChecksDeps {
  readonly store: Pick<WatchStore, 'watchIdsOfPartition'>;
  readonly publisher: EventPublisher;
  readonly clock: Clock;
}

/**
 * Answers `CatalogueUpdated`: the active saved comparisons indexed under
 * the changed partitions (each once), in batches for the alert queue.
 * Batch ids are stable per catalogue version, so a repeat makes the same
 * batches and the consumers' idempotency drops them.
 */
export async function enqueueWatchChecks(
  deps: EnqueueWatchChecksDeps,
  update: CatalogueUpdated,
): Promise<{ watches: number; batches: number }> {
  const ids = new Set<string>();
  for (const partition of update.partitionsChanged)
    for (const id of await deps.store.watchIdsOfPartition(partition))
      ids.add(id);
  const sorted = [...ids].sort();
  const occurredAt = deps.clock.now().toISOString();
  const events = [];
  for (let start = 0; start < sorted.length; start += WATCHES_PER_CHECK) {
    const watchIds = sorted.slice(start, start + WATCHES_PER_CHECK);
    events.push({
      source: EventSource.catalogue,
      detailType: DetailType.priceAlertCheckRequested,
      detail: {
        id: `${update.catalogueVersion}:${watchIds[0]}`,
        occurredAt,
        version: 1 as const,
        catalogueVersion: update.catalogueVersion,
        watchIds,
      },
    });
  }
  if (events.length) {
    const failed = await deps.publisher.publish(events);
    if (failed.length)
      throw new Error(`${failed.length} alert batch(es) were not queued`);
  }
  return { watches: sorted.length, batches: events.length };
}
