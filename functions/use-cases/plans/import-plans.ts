import type {
  PriceUpdateRun,
  SkippedPlan,
} from '#shared/contracts/price-updates';
import { partitionsOfPlan } from '#shared/domain/catalogue/partitions';
import { publishSnapshots } from '../catalogue/publish-snapshots.ts';
import type { Clock, EventPublisher, IdGenerator } from '../ports.ts';
import type { CatalogueStore } from '../ports-catalogue.ts';
import type {
  BrandDiscovery,
  DiscoveredBrands,
  PlanSource,
} from '../ports-cdr.ts';
import type {
  PlanCatalogueStore,
  PriceUpdateRunStore,
  StoredPlanVersion,
} from '../ports-plan-history.ts';
import type { PlanRecord } from '../ports-plans.ts';
import { publishCatalogueUpdated } from './catalogue-updated.ts';
import { brandLog, findBrands } from './discover-brands.ts';
import { importBrand } from './import-brand.ts';
import { RunTally } from './price-update-run.ts';
import { startPriceUpdate } from './start-price-update.ts';

/** Brands imported at once: enough to overlap their latency, few enough to be polite. */
export const BRAND_CONCURRENCY = 6;

export interface ImportPlansDeps {
  readonly source: PlanSource;
  /** The stored catalogue and its version history. */
  readonly plans: PlanCatalogueStore;
  /** The run log and its lock. */
  readonly runs: PriceUpdateRunStore;
  /** Where a completed run publishes the catalogue's snapshots. */
  readonly catalogue: CatalogueStore;
  /** Where the brands come from; without it, the source's own list. */
  readonly discovery?: BrandDiscovery;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Plan details fetched at once per brand. @default 4 */
  readonly detailConcurrency?: number;
  /** Brands imported at once. @default {@link BRAND_CONCURRENCY} */
  readonly brandConcurrency?: number;
  /**
   * Whether plans a brand no longer lists become inactive. Off for a
   * folder snapshot, which may hold only part of a brand. @default true
   */
  readonly deactivateMissing?: boolean;
  /** Told of every skipped plan (the run log keeps only the first 50). */
  readonly onSkip?: (plan: SkippedPlan) => void;
  /** Where `CatalogueUpdated` goes after a run that changed something. */
  readonly publisher?: EventPublisher;
}

/** Stored active plans by brand endpoint, a few fields each. */
async function storedByBrand(plans: PlanCatalogueStore) {
  const groups = new Map<string, Map<string, StoredPlanVersion>>();
  for await (const plan of plans.activePlanVersions()) {
    const group = groups.get(plan.sourceBrand) ?? new Map();
    group.set(plan.id, plan);
    groups.set(plan.sourceBrand, group);
  }
  return groups;
}

/**
 * Carries out a started run over every brand, several at once; a failing
 * brand never stops the others, and the log shows each brand as it
 * finishes. Only a completed run publishes a new catalogue (the changed
 * partitions' snapshots, then the version); a run that stops half way
 * publishes nothing, so visitors keep the last good catalogue.
 */
export async function runPriceUpdate(
  deps: ImportPlansDeps,
  run: PriceUpdateRun,
): Promise<PriceUpdateRun> {
  const tally = new RunTally(deps.onSkip);
  let found: DiscoveredBrands | undefined;
  let done: PriceUpdateRun;
  try {
    found = await findBrands(deps);
    const brands = found.brands;
    const stored = await storedByBrand(deps.plans);
    const seen = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < brands.length) {
        const brand = brands[next++];
        if (!brand) return;
        await importBrand({
          source: deps.source,
          store: deps.plans,
          brand,
          stored: (stored.get(brand.brand) ?? new Map()) as ReadonlyMap<
            string,
            PlanRecord
          >,
          seen,
          tally,
          now: deps.clock.now(),
          detailConcurrency: deps.detailConcurrency ?? 4,
          deactivateMissing: deps.deactivateMissing ?? true,
          ...(run.updatedSince && { updatedSince: run.updatedSince }),
        });
        await deps.runs.recordProgress(tally.snapshot(run));
      }
    };
    const pool = Math.min(
      deps.brandConcurrency ?? BRAND_CONCURRENCY,
      brands.length,
    );
    await Promise.all(Array.from({ length: pool }, worker));
    if ((deps.deactivateMissing ?? true) && !run.updatedSince)
      await retireDisappeared(found.disappeared, stored, tally, deps);
    const finished = {
      ...tally.finish(run, brands.length, deps.clock.now()),
      ...brandLog(found),
    };
    if (finished.status !== 'completed') {
      await deps.runs.finish(finished);
      return finished;
    }
    const published = await publishSnapshots(deps.catalogue, {
      version: run.id,
      changed: tally.partitionsChanged,
      now: deps.clock.now(),
    });
    done = {
      ...finished,
      completedAt: deps.clock.now().toISOString(),
      catalogueVersion: published.published ? published.version : null,
    };
    await deps.runs.finish(done);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.runs.finish({
      ...tally.finish(run, found?.brands.length ?? 0, deps.clock.now()),
      ...brandLog(found),
      status: 'failed',
      failureReason: `The import stopped: ${reason}`,
    });
    throw error;
  }
  // After the run is recorded complete: a failed publish never marks it failed.
  await publishCatalogueUpdated(deps.publisher, done);
  return done;
}

/**
 * A brand the register no longer lists sells nothing through the CDR any
 * more: its stored plans are withdrawn, as a brand's unlisted plans are.
 */
async function retireDisappeared(
  disappeared: readonly string[],
  stored: ReadonlyMap<string, ReadonlyMap<string, StoredPlanVersion>>,
  tally: RunTally,
  { clock, plans: store }: Pick<ImportPlansDeps, 'clock' | 'plans'>,
) {
  for (const slug of disappeared) {
    const plans = stored.get(slug);
    if (!plans?.size) continue;
    const brand = tally.startBrand(slug, clock.now().getTime());
    for (const [id, plan] of plans) {
      await store.deactivatePlan(id);
      tally.touch(partitionsOfPlan(plan));
      brand.deactivated += 1;
    }
    tally.endBrand(brand, clock.now().getTime());
  }
}

/** Starts and carries out a run (the scheduled job and startup). */
export async function importPlans(
  deps: ImportPlansDeps,
  trigger: PriceUpdateRun['trigger'],
): Promise<PriceUpdateRun> {
  const { started, run } = await startPriceUpdate(deps, trigger);
  return started ? runPriceUpdate(deps, run) : run;
}
