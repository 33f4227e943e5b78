import { WriteConflict } from '#platform/port-errors';
import {
  type CatalogueEntry,
  catalogueEntryFromCdr,
} from '#shared/domain/plans/plan-from-cdr';
import type {
  PlanCatalogueStore,
  PlanHistoryReader,
  PlanProvenance,
  PlanVersionRecord,
} from '#use-cases/ports-plan-history';
import type { PlanRecord } from '#use-cases/ports-plans';
import { versionsToAppend } from '../../functions/use-cases/plans/plan-versions.ts';

/**
 * The catalogue and history ports in memory, with the table's rules: a
 * plan and its versions are written together or not at all, and a
 * version number is never written twice.
 */
export function inMemoryPlanCatalogue() {
  const plans = new Map<string, PlanRecord>();
  const tariffs = new Map<string, unknown>();
  const versions = new Map<string, PlanVersionRecord[]>();
  const versionsOf = (id: string) => versions.get(id) ?? [];

  const store: PlanCatalogueStore = {
    async *activePlanVersions() {
      for (const plan of plans.values()) if (plan.isActive) yield plan;
    },
    getPlanRecord: async (id) => plans.get(id),
    latestVersion: async (id) => versionsOf(id).at(-1),
    getTariff: async (id) => tariffs.get(id),
    async putCatalogueEntry(
      entry: CatalogueEntry,
      provenance: PlanProvenance,
      added: readonly PlanVersionRecord[],
    ) {
      const kept = versionsOf(entry.summary.id);
      if (added.some((v) => kept.some((k) => k.version === v.version)))
        throw new WriteConflict('changed-meanwhile', 'version taken');
      plans.set(entry.summary.id, {
        ...entry.summary,
        includedPostcodes: entry.includedPostcodes,
        excludedPostcodes: entry.excludedPostcodes,
        ...provenance,
      });
      tariffs.set(entry.summary.id, entry.tariff);
      versions.set(
        entry.summary.id,
        [...kept, ...added].sort((a, b) => a.version - b.version),
      );
    },
    async deactivatePlan(id) {
      const plan = plans.get(id);
      if (plan) plans.set(id, { ...plan, isActive: false });
    },
  };

  const history: PlanHistoryReader = {
    async versions(id, limit) {
      const newestFirst = [...versionsOf(id)].reverse();
      return {
        versions: newestFirst.slice(0, limit),
        more: newestFirst.length > limit,
      };
    },
    plan: async (id) => plans.get(id),
    tariff: async (id) => tariffs.get(id),
  };

  return { store, history, plans, tariffs, versions: versionsOf };
}

/** Imports one published CDR `data` into the in-memory catalogue as an import run at `at` would. */
export async function importInto(
  catalogue: ReturnType<typeof inMemoryPlanCatalogue>,
  document: unknown,
  at: Date,
): Promise<void> {
  const entry = catalogueEntryFromCdr(document, at);
  const existed = await catalogue.store.getPlanRecord(entry.summary.id);
  const versions = await versionsToAppend(
    catalogue.store,
    entry,
    existed,
    at.toISOString(),
    at,
  );
  await catalogue.store.putCatalogueEntry(
    entry,
    { cdrLastUpdated: at.toISOString(), sourceBrand: 'test' },
    versions,
  );
}
