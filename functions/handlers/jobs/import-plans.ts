import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { clock, ids } from '#platform/deps';
import { logger } from '#platform/observability';
import {
  catalogueSnapshots,
  planCatalogueStore,
  priceUpdateRuns,
} from '#platform/plan-catalogue-store';
import { brandDiscovery, planSource } from '#platform/plan-source';
import { importPlans } from '#use-cases/plans/import-plans';

/** The scheduled import: starts a run unless one is under way or recent. */
export const handler = async () => {
  const run = await importPlans(
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
    'scheduled',
  );
  logger.info('Price update', { run: { ...run, skipped: run.skipped.length } });
  return run;
};
