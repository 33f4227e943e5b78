import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { DetailType, EventSource } from '#shared/events/event-names';
import type { DomainEvent, EventPublisher } from '../ports.ts';

/**
 * `CatalogueUpdated` for a completed run that published a new catalogue
 * with changed partitions; undefined for any other run. Its id is the
 * version, so a repeat is recognised downstream.
 */
export function catalogueUpdatedEvent(
  run: PriceUpdateRun,
): DomainEvent | undefined {
  if (run.status !== 'completed' || !run.catalogueVersion) return undefined;
  if (!run.partitionsChanged.length || !run.completedAt) return undefined;
  return {
    source: EventSource.catalogue,
    detailType: DetailType.catalogueUpdated,
    detail: {
      id: `catalogue-${run.catalogueVersion}`,
      occurredAt: run.completedAt,
      version: 1,
      catalogueVersion: run.catalogueVersion,
      partitionsChanged: [...run.partitionsChanged],
      completedAt: run.completedAt,
    },
  };
}

/** Publishes it once after the run; a failure fails the run's invocation. */
export async function publishCatalogueUpdated(
  publisher: EventPublisher | undefined,
  run: PriceUpdateRun,
): Promise<void> {
  const event = catalogueUpdatedEvent(run);
  if (!publisher || !event) return;
  const failed = await publisher.publish([event]);
  if (failed.length) throw new Error('CatalogueUpdated was not published');
}
