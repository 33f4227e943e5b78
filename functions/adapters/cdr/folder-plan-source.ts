import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CdrBrandConfig,
  type PlanListItem,
  type PlanSource,
  PlanSourceError,
} from '#use-cases/ports-cdr';

/** What the folder keeps of a plan file: its listing, not its tariff. */
interface FolderPlan {
  readonly file: string;
  readonly listed: PlanListItem;
}

async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : undefined;

/** Snapshot brands are kept apart from the live ones, so a live run never retires them. */
export const SNAPSHOT_PREFIX = 'snapshot-';

const LISTED_FIELDS = [
  'planId',
  'brand',
  'brandName',
  'displayName',
  'type',
  'fuelType',
  'customerType',
  'effectiveFrom',
  'effectiveTo',
  'lastUpdated',
] as const;

async function readDocument(file: string) {
  return JSON.parse(await readFile(file, 'utf8')) as {
    data?: Record<string, unknown>;
  };
}

/** Reads every file once for its listing; tariffs are read again on demand. */
async function readListings(dir: string) {
  const loaded: FolderPlan[] = [];
  const rejected: { file: string; reason: string }[] = [];
  for (const file of await jsonFilesUnder(dir)) {
    try {
      const { data } = await readDocument(file);
      if (!text(data?.brand) || !text(data?.planId)) {
        throw new Error('not a CDR plan detail (no data.planId or data.brand)');
      }
      const listed: Record<string, unknown> = {};
      for (const field of LISTED_FIELDS) listed[field] = data?.[field];
      listed.lastUpdated = text(data?.lastUpdated) ?? new Date(0).toISOString();
      loaded.push({ file, listed: listed as unknown as PlanListItem });
    } catch (error) {
      rejected.push({
        file,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { loaded, rejected };
}

/**
 * A plan source over a folder of saved plan-detail responses (offline
 * snapshots). Files that are not plan details, and plans that had expired
 * by the time the snapshot was taken, are reported in `rejected`. Only
 * listings are held; each tariff is read from its file when asked for, so
 * a national folder never sits in memory whole.
 */
export async function createFolderPlanSource(dir: string) {
  const { loaded, rejected } = await readListings(dir);
  const takenAt = loaded.reduce(
    (latest, p) =>
      p.listed.lastUpdated > latest ? p.listed.lastUpdated : latest,
    '',
  );
  const plans = new Map<string, Map<string, FolderPlan>>();
  for (const plan of loaded) {
    const effectiveTo = plan.listed.effectiveTo;
    if (effectiveTo && takenAt && effectiveTo < takenAt) {
      rejected.push({
        file: plan.file,
        reason: `expired on ${effectiveTo}, before the snapshot (${takenAt})`,
      });
      continue;
    }
    const brand = `${SNAPSHOT_PREFIX}${plan.listed.brand}`;
    const group = plans.get(brand) ?? new Map<string, FolderPlan>();
    group.set(plan.listed.planId, plan);
    plans.set(brand, group);
  }
  const brands: CdrBrandConfig[] = [...plans.keys()].sort().map((brand) => ({
    brand,
    displayName:
      [...(plans.get(brand)?.values() ?? [])][0]?.listed.brandName ?? brand,
    baseUri: `file://${dir}`,
  }));
  const source: PlanSource = {
    listBrands: async () => brands,
    async *listPlans(brand) {
      for (const plan of plans.get(brand)?.values() ?? []) yield plan.listed;
    },
    async getPlanDetail(brand, planId) {
      const found = plans.get(brand)?.get(planId);
      if (!found)
        throw new PlanSourceError(
          brand,
          'unknown-brand',
          `no file for ${planId}`,
        );
      return readDocument(found.file);
    },
  };
  return { source, rejected };
}
