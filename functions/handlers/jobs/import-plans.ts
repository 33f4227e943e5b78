import { logger } from '#platform/observability';
import { importPlans } from '#use-cases/plans/import-plans';
import { importPlansDeps } from '#wiring/import-plans';

/** The scheduled import: starts a run unless one is under way or recent. */
export const handler = async () => {
  const run = await importPlans(importPlansDeps(), 'scheduled');
  logger.info('Price update', { run: { ...run, skipped: run.skipped.length } });
  return run;
};
