import { describe, expect, it } from 'vitest';
import {
  gasBlocks,
  singleRateNsw,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { inMemoryCatalogueStore } from '#test-support/in-memory-catalogue-store';
import type { CatalogueIndex } from './catalogue-index.ts';
import {
  INDEX_PARTITION,
  publishSnapshots,
  SUPERSEDED_SNAPSHOT_TTL_S,
} from './publish-snapshots.ts';

const NOW = new Date('2025-07-03T00:00:00Z');
const documents = [singleRateNsw, touMidnightOffPeak, gasBlocks];

async function publishedIndex(
  catalogue: ReturnType<typeof inMemoryCatalogueStore>,
) {
  const ref = catalogue.published().index;
  if (!ref) throw new Error('nothing published');
  return (await catalogue.store.readSnapshot(ref)) as CatalogueIndex;
}

describe('publishSnapshots', () => {
  it('first builds every partition, then the index, then makes the version current', async () => {
    const catalogue = inMemoryCatalogueStore(documents, NOW);
    const result = await publishSnapshots(catalogue.store, {
      version: 'v1',
      changed: 'all',
      now: NOW,
    });
    expect(result.published).toBe(true);
    expect(result.partitionsBuilt.length).toBeGreaterThanOrEqual(2);
    expect(catalogue.published()).toMatchObject({
      version: 'v1',
      index: { snapshotId: 'v1', partition: INDEX_PARTITION },
    });
    const index = await publishedIndex(catalogue);
    expect(Object.keys(index.partitions).sort()).toEqual(
      [...result.partitionsBuilt].sort(),
    );
    const planIds = Object.values(index.partitions).flatMap((p) => p.planIds);
    expect(new Set(planIds)).toEqual(new Set(catalogue.plans.keys()));
  });

  it('publishes nothing when a run changed no partition', async () => {
    const catalogue = inMemoryCatalogueStore(documents, NOW);
    await publishSnapshots(catalogue.store, {
      version: 'v1',
      changed: 'all',
      now: NOW,
    });
    const again = await publishSnapshots(catalogue.store, {
      version: 'v2',
      changed: new Set(),
      now: NOW,
    });
    expect(again).toMatchObject({
      published: false,
      version: 'v1',
      partitionsBuilt: [],
    });
    expect(catalogue.published().version).toBe('v1');
  });

  it('rebuilds only the changed partition and lets its old snapshot expire', async () => {
    const catalogue = inMemoryCatalogueStore(documents, NOW);
    const first = await publishSnapshots(catalogue.store, {
      version: 'v1',
      changed: 'all',
      now: NOW,
    });
    const [changed, ...kept] = first.partitionsBuilt;
    const second = await publishSnapshots(catalogue.store, {
      version: 'v2',
      changed: new Set([changed ?? '']),
      now: NOW,
    });
    expect(second.partitionsBuilt).toEqual([changed]);
    const index = await publishedIndex(catalogue);
    expect(index.partitions[changed ?? '']?.snapshot?.snapshotId).toBe('v2');
    for (const partition of kept)
      expect(index.partitions[partition]?.snapshot?.snapshotId).toBe('v1');
    const expiresAt = NOW.getTime() / 1000 + SUPERSEDED_SNAPSHOT_TTL_S;
    expect([...catalogue.expiries]).toEqual([[`v1|${changed}`, expiresAt]]);
  });
});
