import type { PriceUpdateRun } from '#shared/contracts/price-updates';

/**
 * Loads the catalogue from the local CDR source through the same use case
 * as the scheduled job. Imported late: the modules read settings at import.
 */
export async function importPlansAtStartup(): Promise<PriceUpdateRun> {
  const started = performance.now();
  const [{ importPlans }, { importPlansDeps }] = await Promise.all([
    import('#use-cases/plans/import-plans'),
    import('#wiring/import-plans'),
  ]);
  const run = await importPlans(importPlansDeps(), 'startup');
  console.log(importSummary(run, performance.now() - started));
  return run;
}

/** The start log's line about the plan import. */
export function importSummary(run: PriceUpdateRun, elapsedMs: number): string {
  const imported = run.plansAdded + run.plansUpdated;
  const failed = run.brandFailures.length;
  const plural = (n: number, word: string) =>
    `${n} ${word}${n === 1 ? '' : 's'}`;
  return (
    `[import] ${plural(imported, 'plan')} imported in ${(elapsedMs / 1000).toFixed(1)} s ` +
    `(${run.plansAdded} new, ${run.plansUpdated} changed, ${run.plansUnchanged} unchanged, ` +
    `${run.plansDeactivated} withdrawn, ${run.plansSkipped} skipped` +
    `${failed ? `, ${plural(failed, 'brand')} failed` : ''})`
  );
}
