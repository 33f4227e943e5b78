import { dynamoCatalogueStore } from '#data/catalogue-snapshots';
import { latestPlanVersion, planVersions } from '#data/plan-versions';
import {
  activePlanVersions,
  deactivatePlan,
  getPlanRecord,
  getTariffs,
  putCatalogueEntry,
} from '#data/plans';
import {
  finishRun,
  latestRun,
  recentRuns,
  recordRunProgress,
  startRun,
} from '#data/price-updates';
import type { ImportPlansDeps } from '#use-cases/plans/import-plans';
import type { CatalogueStore } from '#use-cases/ports-catalogue';
import type {
  PlanCatalogueStore,
  PlanHistoryReader,
  PriceUpdateRunStore,
} from '#use-cases/ports-plan-history';
import { clock, ids } from './deps.ts';

/** The table behind the import's catalogue port. */
export const planCatalogueStore: PlanCatalogueStore = {
  activePlanVersions,
  getPlanRecord,
  latestVersion: latestPlanVersion,
  putCatalogueEntry,
  getTariff: async (id) => (await getTariffs([id])).get(id),
  deactivatePlan,
};

/** The table behind the plan history port. */
export const planHistory: PlanHistoryReader = {
  versions: planVersions,
  plan: getPlanRecord,
  tariff: async (id) => (await getTariffs([id])).get(id),
};

/** The table behind the price update run log port. */
export const priceUpdateRuns: PriceUpdateRunStore = {
  start: startRun,
  finish: finishRun,
  recordProgress: recordRunProgress,
  latest: latestRun,
  recent: recentRuns,
};

/** The table's catalogue snapshots, where a completed import publishes. */
export const catalogueSnapshots: CatalogueStore = dynamoCatalogueStore;

/** The table side of an import, whatever its plan source. */
export const importStores = {
  plans: planCatalogueStore,
  runs: priceUpdateRuns,
  catalogue: catalogueSnapshots,
  clock,
  ids,
} satisfies Partial<ImportPlansDeps>;
