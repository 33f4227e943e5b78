import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import type { ImportPlansDeps } from '#use-cases/plans/import-plans';
import { importStores } from './plan-catalogue-store.ts';
import { brandDiscovery, planSource } from './plan-source.ts';

/**
 * The import as the jobs run it: the CDR plans of the discovered brands
 * into the table, announcing a changed catalogue on the bus.
 */
export function importPlansDeps(): ImportPlansDeps {
  return {
    ...importStores,
    source: planSource,
    discovery: brandDiscovery,
    publisher: eventBridgePublisher,
  };
}
