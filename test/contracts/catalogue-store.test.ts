import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inMemoryCatalogueStore } from '#test-support/in-memory-catalogue-store';
import { pointAtOwnTable } from '#test-support/own-table';
import type { CatalogueStore } from '#use-cases/ports-catalogue';

const table = await pointAtOwnTable('catalogue-contract');
beforeEach(() => table.empty());
afterAll(() => table.close());
const { catalogueSnapshots } = await import('#wiring/plan-catalogue-store');

/** A partition's payload, big enough to matter, as the import writes them. */
const payload = {
  plans: Array.from({ length: 50 }, (_, i) => ({
    id: `PLAN-${i}`,
    name: `Plan ${i} ${'x'.repeat(40)}`,
    rates: [0.31, 0.22, 0.18],
  })),
};

/**
 * The snapshot and publishing half of the CatalogueStore contract
 * (functions/use-cases/ports-catalogue.ts), per implementation.
 */
const implementations: [string, () => CatalogueStore][] = [
  ['in memory', () => inMemoryCatalogueStore([], new Date()).store],
  ['DynamoDB', () => catalogueSnapshots],
];

for (const [name, fresh] of implementations)
  describe(`CatalogueStore (${name})`, () => {
    it('reads version none and no index before anything was published', async () => {
      expect(await fresh().readPublished()).toEqual({
        version: 'none',
        index: undefined,
      });
    });

    it('gives a written snapshot back whole', async () => {
      const store = fresh();
      const ref = await store.writeSnapshot(
        'SNAP1',
        'electricity.residential.ausgrid',
        payload,
      );
      expect(ref).toMatchObject({
        snapshotId: 'SNAP1',
        partition: 'electricity.residential.ausgrid',
      });
      expect(await store.readSnapshot(ref)).toEqual(payload);
    });

    it('throws for a snapshot that was never written', async () => {
      const store = fresh();
      const ref = await store.writeSnapshot(
        'SNAP1',
        'gas.residential.jemena',
        payload,
      );
      await expect(
        store.readSnapshot({ ...ref, snapshotId: 'NEVER' }),
      ).rejects.toThrow();
    });

    it('makes a version current in one write, with its index', async () => {
      const store = fresh();
      const index = await store.writeSnapshot('SNAP2', 'index', {
        partitions: {},
      });
      await store.publish('v2', index);
      expect(await store.readPublished()).toEqual({ version: 'v2', index });
    });
  });
