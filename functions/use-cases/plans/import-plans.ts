import { listActivePlanRecords, type PlanRecord } from '#data/plans';
import { finishRun, latestRun, tryStartRun } from '#data/price-updates';
import type {
  PriceUpdateRun,
  SkippedPlan,
} from '#shared/contracts/price-updates';
import type { Clock, IdGenerator } from '../ports.ts';
import type {
  BrandDiscovery,
  DiscoveredBrands,
  PlanSource,
} from '../ports-cdr.ts';
import { brandLog, findBrands } from './discover-brands.ts';
import { importBrand } from './import-brand.ts';
import { newRun, RunTally } from './price-update-run.ts';

/** Triggers within this long of a run's start return that run. */
export const COALESCE_MS = 5 * 60 * 1000;
/** A run still marked running after this long is taken to have died. */
export const STALE_RUN_MS = 20 * 60 * 1000;

export interface ImportPlansDeps {
  readonly source: PlanSource;
  /** Where the brands come from; without it, the source's own list. */
  readonly discovery?: BrandDiscovery;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Plan details fetched at once per brand. @default 4 */
  readonly detailConcurrency?: number;
  /**
   * Whether plans a brand no longer lists become inactive. Off for a
   * folder snapshot, which may hold only part of a brand. @default true
   */
  readonly deactivateMissing?: boolean;
  /** Told of every skipped plan (the run log keeps only the first 50). */
  readonly onSkip?: (plan: SkippedPlan) => void;
}

/**
 * Starts a price update unless one is under way or started within the
 * last five minutes; then the current run is returned instead.
 */
export async function startPriceUpdate(
  deps: Pick<ImportPlansDeps, 'clock' | 'ids'>,
  trigger: PriceUpdateRun['trigger'],
): Promise<{ started: boolean; run: PriceUpdateRun }> {
  const now = deps.clock.now();
  const run = newRun(deps.ids.next(), trigger, now);
  const started = await tryStartRun(run, {
    coalesceAfter: new Date(now.getTime() - COALESCE_MS).toISOString(),
    staleBefore: new Date(now.getTime() - STALE_RUN_MS).toISOString(),
  });
  if (started) return { started, run };
  const current = await latestRun();
  if (!current)
    throw new Error('A price update holds the lock but no run is recorded');
  return { started: false, run: current };
}

function byBrand(records: readonly PlanRecord[]) {
  const groups = new Map<string, Map<string, PlanRecord>>();
  for (const record of records) {
    const group =
      groups.get(record.sourceBrand) ?? new Map<string, PlanRecord>();
    group.set(record.id, record);
    groups.set(record.sourceBrand, group);
  }
  return groups;
}

/**
 * Carries out a started run over every configured brand; a failing brand
 * never stops the others. The log ends completed, or failed with the
 * reason when nothing could be read.
 */
export async function runPriceUpdate(
  deps: ImportPlansDeps,
  run: PriceUpdateRun,
): Promise<PriceUpdateRun> {
  const tally = new RunTally(deps.onSkip);
  let found: DiscoveredBrands | undefined;
  try {
    found = await findBrands(deps);
    const brands = found.brands;
    const stored = byBrand(await listActivePlanRecords());
    const seen = new Set<string>();
    for (const brand of brands) {
      await importBrand({
        source: deps.source,
        brand,
        stored: stored.get(brand.brand) ?? new Map(),
        seen,
        tally,
        now: deps.clock.now(),
        detailConcurrency: deps.detailConcurrency ?? 4,
        deactivateMissing: deps.deactivateMissing ?? true,
      });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await finishRun({
      ...tally.finish(run, found?.brands.length ?? 0, deps.clock.now()),
      ...brandLog(found),
      status: 'failed',
      failureReason: `The import stopped: ${reason}`,
    });
    throw error;
  }
  const finished = {
    ...tally.finish(run, found.brands.length, deps.clock.now()),
    ...brandLog(found),
  };
  await finishRun(finished);
  return finished;
}

/** Starts and carries out a run (the scheduled job and startup). */
export async function importPlans(
  deps: ImportPlansDeps,
  trigger: PriceUpdateRun['trigger'],
): Promise<PriceUpdateRun> {
  const { started, run } = await startPriceUpdate(deps, trigger);
  return started ? runPriceUpdate(deps, run) : run;
}
