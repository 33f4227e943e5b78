import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { watchStore } from '#adapters/watch-store';
import { clock } from '#platform/deps';
import { eventHandler } from '#platform/event-handler';
import { catalogueUpdatedSchema } from '#shared/events/watches';
import { enqueueWatchChecks } from '#use-cases/watches/enqueue-watch-checks';

export const handler = eventHandler(
  'EnqueuePriceAlerts',
  catalogueUpdatedSchema,
  (update) =>
    enqueueWatchChecks(
      { store: watchStore, publisher: eventBridgePublisher, clock },
      update,
    ),
);
