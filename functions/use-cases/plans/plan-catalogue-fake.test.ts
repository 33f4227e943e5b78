import { describe, expect, it } from 'vitest';
import { WriteConflict } from '#platform/port-errors';
import { singleRateNsw } from '#shared/domain/costs/fixtures/plan-documents';
import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import { inMemoryPlanCatalogue } from '#test-support/in-memory-plan-catalogue';
import type { PlanVersionRecord } from '#use-cases/ports-plan-history';

const entry = catalogueEntryFromCdr(singleRateNsw.data, new Date('2026-01-01'));
const provenance = { cdrLastUpdated: '2026-01-01', sourceBrand: 'test' };
const version = (n: number) =>
  ({ planId: entry.summary.id, version: n }) as PlanVersionRecord;

describe('the in-memory plan catalogue', () => {
  it('keeps versions oldest first and reads them newest first, capped', async () => {
    const { store, history } = inMemoryPlanCatalogue();
    await store.putCatalogueEntry(entry, provenance, [version(1)]);
    await store.putCatalogueEntry(entry, provenance, [version(2)]);
    expect((await store.latestVersion(entry.summary.id))?.version).toBe(2);
    const read = await history.versions(entry.summary.id, 1);
    expect(read.versions.map((v) => v.version)).toEqual([2]);
    expect(read.more).toBe(true);
  });

  it('refuses a version number already written and writes nothing then', async () => {
    const { store, plans } = inMemoryPlanCatalogue();
    await store.putCatalogueEntry(entry, provenance, [version(1)]);
    await store.deactivatePlan(entry.summary.id);
    await expect(
      store.putCatalogueEntry(entry, provenance, [version(1)]),
    ).rejects.toBeInstanceOf(WriteConflict);
    expect(plans.get(entry.summary.id)?.isActive).toBe(false);
  });
});
