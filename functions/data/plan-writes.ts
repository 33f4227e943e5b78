import type { CatalogueEntry } from '#shared/domain/plans/plan-from-cdr';
import type {
  PlanProvenance,
  PlanVersionRecord,
} from '#use-cases/ports-plan-history';
import {
  conditionalUpdate,
  entityPut,
  writeItems,
} from './conditional-write.ts';
import { activePlanKey, Entity, planKey, planTariffKey } from './keys.ts';
import { versionPut } from './plan-versions.ts';

/**
 * Writes a plan, its tariff and its new versions (AP14) in one
 * transaction; only active plans are indexed. A version number already
 * taken cancels it all (WriteConflict).
 */
export async function putCatalogueEntry(
  entry: CatalogueEntry,
  provenance: PlanProvenance,
  versions: readonly PlanVersionRecord[] = [],
): Promise<void> {
  const { summary } = entry;
  await writeItems(
    [
      entityPut({
        key: planKey(summary.id),
        entity: Entity.plan,
        attributes: {
          ...activePlanKey(summary.retailer, summary.planName, summary.id),
          ...summary,
          includedPostcodes: entry.includedPostcodes,
          excludedPostcodes: entry.excludedPostcodes,
          ...provenance,
        },
      }),
      entityPut({
        key: planTariffKey(summary.id),
        entity: Entity.planTariff,
        attributes: { tariff: JSON.stringify(entry.tariff) },
      }),
      ...versions.map(versionPut),
    ],
    {
      reason: 'changed-meanwhile',
      message: `plan ${summary.id}: its version was written meanwhile`,
    },
  );
}

/** Marks a plan no longer published: kept, but out of the active index. */
export async function deactivatePlan(id: string): Promise<void> {
  await writeItems([
    conditionalUpdate(
      planKey(id),
      'SET isActive = :false REMOVE gsi1pk, gsi1sk',
      { expression: 'attribute_exists(pk)', values: { ':false': false } },
    ),
  ]);
}
