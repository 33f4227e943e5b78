import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { catalogueUpdatedSchema } from '#shared/events/watches';
import { enqueueWatchChecks } from '#use-cases/watches/enqueue-watch-checks';
import { clock } from '#wiring/deps';
import { eventHandler } from '#wiring/event-handler';
import { watchStore } from '#wiring/watch-store';

export const handler = eventHandler(
  'EnqueuePriceAlerts',
  catalogueUpdatedSchema,
  (update) =>
    enqueueWatchChecks(
      { store: watchStore, publisher: eventBridgePublisher, clock },
      update,
    ),
);
