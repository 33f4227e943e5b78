import { createFolderPlanSource } from '#adapters/cdr/folder-plan-source';
import type { SkippedPlan } from '#shared/contracts/price-updates';
import { runPriceUpdate } from '#use-cases/plans/import-plans';
import { newRun } from '#use-cases/plans/price-update-run';
import { importStores } from '#wiring/plan-catalogue-store';

/**
 * Imports every plan-detail file in a folder through the job's own use
 * case. A snapshot may hold part of a brand, so nothing is deactivated.
 */
export async function importFolder(dir: string) {
  const { source, rejected } = await createFolderPlanSource(dir);
  const skipped: SkippedPlan[] = [];
  const started = performance.now();
  const run = await runPriceUpdate(
    {
      ...importStores,
      source,
      deactivateMissing: false,
      onSkip: (plan) => skipped.push(plan),
    },
    newRun(importStores.ids.next(), 'folder', importStores.clock.now()),
  );
  return {
    status: run.status,
    folder: dir,
    plansAdded: run.plansAdded,
    plansUpdated: run.plansUpdated,
    plansUnchanged: run.plansUnchanged,
    plansChecked:
      run.plansAdded + run.plansUpdated + run.plansUnchanged + run.plansSkipped,
    plansSkipped: run.plansSkipped + rejected.length,
    skipped: [
      ...rejected.map((r) => ({ file: r.file, reason: r.reason })),
      ...skipped.map((s) => ({
        planId: s.planId,
        brand: s.brand,
        reason: s.reason,
      })),
    ],
    brandFailures: run.brandFailures,
    brands: run.brands.length,
    partitionsChanged: run.partitionsChanged.length,
    catalogueVersion: run.catalogueVersion,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
