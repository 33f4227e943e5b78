import type { PriceUpdateRun } from '#shared/contracts/price-updates';

/**
 * Loads the catalogue from the local CDR source through the same use case
 * as the scheduled job. Imported late: the modules read settings at import.
 */
export async function importPlansAtStartup(): Promise<PriceUpdateRun> {
  const [{ importPlans }, { brandDiscovery, planSource }, { clock, ids }] =
    await Promise.all([
      import('#use-cases/plans/import-plans'),
      import('#platform/plan-source'),
      import('#platform/deps'),
    ]);
  return importPlans(
    { source: planSource, discovery: brandDiscovery, clock, ids },
    'startup',
  );
}
