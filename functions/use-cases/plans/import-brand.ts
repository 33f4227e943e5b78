import {
  deactivatePlan,
  getPlanRecord,
  type PlanRecord,
  putCatalogueEntry,
} from '#data/plans';
import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import type { CdrBrandConfig, PlanListItem, PlanSource } from '../ports-cdr.ts';
import type { RunTally } from './price-update-run.ts';

export interface BrandImport {
  readonly source: PlanSource;
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
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

async function listAll(job: BrandImport): Promise<PlanListItem[]> {
  const items: PlanListItem[] = [];
  for await (const item of job.source.listPlans(job.brand.brand))
    items.push(item);
  return items;
}

async function importOne(job: BrandImport, item: PlanListItem): Promise<void> {
  const stored = job.stored.get(item.planId);
  if (stored?.cdrLastUpdated === item.lastUpdated) return;
  try {
    const document = (await job.source.getPlanDetail(
      job.brand.brand,
      item.planId,
    )) as { data?: unknown };
    const entry = catalogueEntryFromCdr(document?.data, job.now);
    const existed = stored ?? (await getPlanRecord(item.planId));
    await putCatalogueEntry(entry, {
      cdrLastUpdated: item.lastUpdated,
      sourceBrand: job.brand.brand,
    });
    if (existed) job.tally.updated += 1;
    else job.tally.added += 1;
  } catch (error) {
    job.tally.skip({
      brand: job.brand.brand,
      planId: item.planId,
      reason: reasonOf(error),
    });
  }
}

/**
 * Imports one brand endpoint: lists every current plan, fetches details
 * only for new or changed plans, and marks plans no longer listed
 * inactive. A list that fails or comes back empty changes nothing.
 */
export async function importBrand(job: BrandImport): Promise<void> {
  let listed: PlanListItem[];
  try {
    listed = await listAll(job);
  } catch (error) {
    job.tally.failBrand(job.brand.brand, reasonOf(error));
    return;
  }
  const fresh = listed.filter((item) => !job.seen.has(item.planId));
  for (const item of fresh) job.seen.add(item.planId);
  for (let i = 0; i < fresh.length; i += job.detailConcurrency) {
    await Promise.all(
      fresh
        .slice(i, i + job.detailConcurrency)
        .map((item) => importOne(job, item)),
    );
  }
  if (!job.deactivateMissing) return;
  if (listed.length === 0 && job.stored.size > 0) {
    job.tally.failBrand(
      job.brand.brand,
      `listed no plans; kept the ${job.stored.size} already stored`,
    );
    return;
  }
  const listedIds = new Set(listed.map((item) => item.planId));
  for (const id of job.stored.keys()) {
    if (listedIds.has(id)) continue;
    await deactivatePlan(id);
    job.tally.deactivated += 1;
  }
}
