import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { dynamoWatchStore } from '#data/watches';
import { clock } from '#platform/deps';
import { eventHandler } from '#platform/event-handler';
import { catalogueUpdatedSchema } from '#shared/events/watches';
import { enqueueWatchChecks } from '#use-cases/watches/enqueue-watch-checks';

export const handler = eventHandler(
  'EnqueuePriceAlerts',
  catalogueUpdatedSchema,
  (update) =>
    enqueueWatchChecks(
      { store: dynamoWatchStore, publisher: eventBridgePublisher, clock },
      update,
    ),
);
