import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { clock, ids } from '#platform/deps';
import { eventHandler } from '#platform/event-handler';
import {
  catalogueSnapshots,
  planCatalogueStore,
  priceUpdateRuns,
} from '#platform/plan-catalogue-store';
import { brandDiscovery, planSource } from '#platform/plan-source';
import { priceUpdateRequestedSchema } from '#shared/events/catalogue';
import { runPriceUpdate } from '#use-cases/plans/import-plans';

export const handler = eventHandler(
  'RunPriceUpdate',
  priceUpdateRequestedSchema,
  ({ run }) =>
    runPriceUpdate(
      {
        source: planSource,
        plans: planCatalogueStore,
        runs: priceUpdateRuns,
        catalogue: catalogueSnapshots,
        discovery: brandDiscovery,
        clock,
        ids,
        publisher: eventBridgePublisher,
      },
      run,
    ),
);
