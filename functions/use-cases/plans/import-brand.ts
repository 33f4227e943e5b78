import { partitionsOfPlan } from '#shared/domain/catalogue/partitions';
import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import type { CdrBrandConfig, PlanListItem, PlanSource } from '../ports-cdr.ts';
import type { PlanCatalogueStore } from '../ports-plan-history.ts';
import type { PlanRecord } from '../ports-plans.ts';
import { versionsToAppend } from './plan-versions.ts';
import type { BrandTally, RunTally } from './price-update-run.ts';

export interface BrandImport {
  readonly source: PlanSource;
  readonly store: PlanCatalogueStore;
  readonly brand: CdrBrandConfig;
  /** Active plans already stored for this brand endpoint, by id. */
  readonly stored: ReadonlyMap<string, PlanRecord>;
  /** Plan ids another brand endpoint already handled in this run. */
  readonly seen: Set<string>;
  readonly tally: RunTally;
  readonly now: Date;
  readonly detailConcurrency: number;
  /** Mark stored plans the brand no longer lists inactive. */
  readonly deactivateMissing: boolean;
  /** Only plans changed after this; nothing is deactivated then. */
  readonly updatedSince?: string;
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

async function importOne(
  job: BrandImport,
  brand: BrandTally,
  item: PlanListItem,
): Promise<void> {
  const stored = job.stored.get(item.planId);
  if (stored?.cdrLastUpdated === item.lastUpdated) {
    brand.unchanged += 1;
    return;
  }
  try {
    const document = (await job.source.getPlanDetail(
      job.brand.brand,
      item.planId,
    )) as { data?: unknown };
    const entry = catalogueEntryFromCdr(document?.data, job.now);
    const existed = stored ?? (await job.store.getPlanRecord(item.planId));
    const versions = await versionsToAppend(
      job.store,
      entry,
      existed,
      item.lastUpdated,
      job.now,
    );
    // The plan and its new versions land together or not at all.
    await job.store.putCatalogueEntry(
      entry,
      { cdrLastUpdated: item.lastUpdated, sourceBrand: job.brand.brand },
      versions,
    );
    job.tally.touch(partitionsOfPlan(entry.summary));
    if (existed) {
      if (existed.isActive) job.tally.touch(partitionsOfPlan(existed));
      brand.updated += 1;
    } else brand.added += 1;
  } catch (error) {
    job.tally.skip(brand, {
      brand: job.brand.brand,
      planId: item.planId,
      reason: reasonOf(error),
    });
  }
}

/** Runs `work` over items with at most `limit` under way at once. */
async function eachWithLimit<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  );
}

/**
 * Imports one brand endpoint: lists every current plan (page by page),
 * fetches details only for new or changed plans, and marks plans no
 * longer listed inactive. A list that fails or comes back empty changes
 * nothing.
 */
export async function importBrand(job: BrandImport): Promise<void> {
  const brand = job.tally.startBrand(job.brand.brand, job.now.getTime());
  try {
    await importListed(job, brand);
  } finally {
    job.tally.endBrand(brand, Date.now());
  }
}

async function importListed(job: BrandImport, brand: BrandTally) {
  const listedIds = new Set<string>();
  const fresh: PlanListItem[] = [];
  try {
    const options = job.updatedSince ? { updatedSince: job.updatedSince } : {};
    for await (const item of job.source.listPlans(job.brand.brand, options)) {
      listedIds.add(item.planId);
      if (job.seen.has(item.planId)) continue;
      job.seen.add(item.planId);
      fresh.push(item);
    }
  } catch (error) {
    job.tally.failBrand(brand, reasonOf(error));
    return;
  }
  brand.listed = listedIds.size;
  await eachWithLimit(fresh, job.detailConcurrency, (item) =>
    importOne(job, brand, item),
  );
  if (!job.deactivateMissing || job.updatedSince) return;
  if (listedIds.size === 0 && job.stored.size > 0) {
    job.tally.failBrand(
      brand,
      `listed no plans; kept the ${job.stored.size} already stored`,
    );
    return;
  }
  for (const [id, record] of job.stored) {
    if (listedIds.has(id)) continue;
    await job.store.deactivatePlan(id);
    job.tally.touch(partitionsOfPlan(record));
    brand.deactivated += 1;
  }
}
