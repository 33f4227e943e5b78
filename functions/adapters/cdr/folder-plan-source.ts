import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CdrBrandConfig,
  type PlanListItem,
  type PlanSource,
  PlanSourceError,
} from '#use-cases/ports-cdr';

interface FolderPlan {
  readonly file: string;
  readonly document: { data: Record<string, unknown> };
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

async function readPlans(dir: string) {
  const loaded: FolderPlan[] = [];
  const rejected: { file: string; reason: string }[] = [];
  for (const file of await jsonFilesUnder(dir)) {
    try {
      const document = JSON.parse(
        await readFile(file, 'utf8'),
      ) as FolderPlan['document'];
      if (!text(document?.data?.brand) || !text(document.data.planId)) {
        throw new Error('not a CDR plan detail (no data.planId or data.brand)');
      }
      loaded.push({ file, document });
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
 * by the time the snapshot was taken, are reported in `rejected`.
 */
export async function createFolderPlanSource(dir: string) {
  const { loaded, rejected } = await readPlans(dir);
  const takenAt = loaded.reduce((latest, p) => {
    const updated = text(p.document.data.lastUpdated) ?? '';
    return updated > latest ? updated : latest;
  }, '');
  const plans = new Map<string, FolderPlan[]>();
  for (const plan of loaded) {
    const effectiveTo = text(plan.document.data.effectiveTo);
    if (effectiveTo && takenAt && effectiveTo < takenAt) {
      rejected.push({
        file: plan.file,
        reason: `expired on ${effectiveTo}, before the snapshot (${takenAt})`,
      });
      continue;
    }
    const brand = `${SNAPSHOT_PREFIX}${text(plan.document.data.brand)}`;
    plans.set(brand, [...(plans.get(brand) ?? []), plan]);
  }
  const brands: CdrBrandConfig[] = [...plans.keys()].sort().map((brand) => ({
    brand,
    displayName: text(plans.get(brand)?.[0]?.document.data.brandName) ?? brand,
    baseUri: `file://${dir}`,
  }));
  const source: PlanSource = {
    listBrands: async () => brands,
    async *listPlans(brand) {
      for (const { document } of plans.get(brand) ?? []) {
        const data = document.data;
        yield {
          ...(data as unknown as PlanListItem),
          lastUpdated: text(data.lastUpdated) ?? new Date(0).toISOString(),
        };
      }
    },
    async getPlanDetail(brand, planId) {
      const found = plans
        .get(brand)
        ?.find((p) => p.document.data.planId === planId);
      if (!found)
        throw new PlanSourceError(
          brand,
          'unknown-brand',
          `no file for ${planId}`,
        );
      return found.document;
    },
  };
  return { source, rejected };
}
