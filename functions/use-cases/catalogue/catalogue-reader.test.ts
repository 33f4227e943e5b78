import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  gasBlocks,
  singleRateNsw,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { inMemoryCatalogueStore } from '#test-support/in-memory-catalogue-store';
import {
  CATALOGUE_RECHECK_MS,
  createCatalogueReader,
} from './catalogue-reader.ts';
import { marketPlans } from './market-plans.ts';
import { publishSnapshots } from './publish-snapshots.ts';

const NOW = new Date('2025-07-03T00:00:00Z');

async function setUp(publish = true) {
  const catalogue = inMemoryCatalogueStore(
    [singleRateNsw, touMidnightOffPeak, gasBlocks],
    NOW,
  );
  if (publish)
    await publishSnapshots(catalogue.store, {
      version: 'v1',
      changed: 'all',
      now: NOW,
    });
  catalogue.reads.published = 0;
  catalogue.reads.plans = 0;
  const reader = createCatalogueReader(catalogue.store);
  const fallbacks: string[] = [];
  reader.listenForFallbacks((partition) => fallbacks.push(partition));
  return { catalogue, reader, fallbacks };
}

describe('catalogue reader', () => {
  it('keeps the index and checks the version at most once a recheck period', async () => {
    const { catalogue, reader } = await setUp();
    const index = await reader.currentIndex(0);
    expect(index.version).toBe('v1');
    const afterFirst = catalogue.reads.published;
    await reader.currentIndex(CATALOGUE_RECHECK_MS - 1);
    expect(catalogue.reads.published).toBe(afterFirst);
    await reader.currentIndex(CATALOGUE_RECHECK_MS);
    expect(catalogue.reads.published).toBe(afterFirst + 1);
  });

  it('reads the version once for many requests arriving when the period ends, cold or warm', async () => {
    const { catalogue, reader } = await setUp();
    const cold = await Promise.all(
      Array.from({ length: 20 }, () => reader.currentIndex(0)),
    );
    expect(new Set(cold.map((index) => index.version))).toEqual(
      new Set(['v1']),
    );
    const afterCold = catalogue.reads.published;
    expect(afterCold).toBeLessThanOrEqual(2);
    const warm = await Promise.all(
      Array.from({ length: 20 }, () =>
        reader.currentIndex(CATALOGUE_RECHECK_MS),
      ),
    );
    expect(warm.every((index) => index.version === 'v1')).toBe(true);
    expect(catalogue.reads.published).toBe(afterCold + 1);
  });

  it('picks up a newer published version', async () => {
    const { catalogue, reader } = await setUp();
    await reader.currentIndex(0);
    await publishSnapshots(catalogue.store, {
      version: 'v2',
      changed: 'all',
      now: NOW,
    });
    expect((await reader.currentIndex(CATALOGUE_RECHECK_MS)).version).toBe(
      'v2',
    );
  });

  it('reads the version again for a named version the index in hand is not, within the recheck period', async () => {
    const { catalogue, reader } = await setUp();
    await reader.currentIndex(0);
    await publishSnapshots(catalogue.store, {
      version: 'v2',
      changed: 'all',
      now: NOW,
    });
    expect((await reader.currentIndex(1)).version).toBe('v1');
    expect((await reader.currentIndex(1, 'v2')).version).toBe('v2');
    const reads = catalogue.reads.published;
    expect((await reader.currentIndex(2, 'v2')).version).toBe('v2');
    expect(catalogue.reads.published).toBe(reads);
  });

  it('never answers a named version from the index in hand while another read is under way', async () => {
    const { catalogue, reader } = await setUp();
    await reader.currentIndex(0);
    await publishSnapshots(catalogue.store, {
      version: 'v2',
      changed: 'all',
      now: NOW,
    });
    const [plain, named] = await Promise.all([
      reader.currentIndex(CATALOGUE_RECHECK_MS),
      reader.currentIndex(CATALOGUE_RECHECK_MS, 'v2'),
    ]);
    expect(plain.version).toBe('v2');
    expect(named.version).toBe('v2');
  });

  it('reads each partition snapshot once while warm', async () => {
    const { catalogue, reader, fallbacks } = await setUp();
    const index = await reader.currentIndex(0);
    const ids = Object.keys(index.partitions);
    const before = catalogue.reads.snapshots;
    const [first] = await reader.loadPartitions(index, ids);
    await reader.loadPartitions(index, ids);
    expect(catalogue.reads.snapshots - before).toBe(ids.length);
    expect(first?.records.length).toBeGreaterThan(0);
    expect(fallbacks).toEqual([]);
    expect(catalogue.reads.plans).toBe(0);
  });

  it('rebuilds a partition from the plans when its snapshot is lost, and says so', async () => {
    const { catalogue, reader, fallbacks } = await setUp();
    const index = await reader.currentIndex(0);
    const [partition, entry] = Object.entries(index.partitions)[0] ?? [];
    if (!partition || !entry?.snapshot) throw new Error('no snapshot');
    catalogue.dropSnapshot(entry.snapshot);
    const [loaded] = await reader.loadPartitions(index, [partition]);
    expect(fallbacks).toEqual([partition]);
    expect(loaded?.records.map((r) => r.id).sort()).toEqual(
      [...entry.planIds].sort(),
    );
  });

  it('rebuilds a partition whose snapshot is of an older format instead of reading it, and says why', async () => {
    const { catalogue, reader } = await setUp();
    const reasons: string[] = [];
    reader.listenForFallbacks((partition, reason) =>
      reasons.push(`${partition}: ${reason}`),
    );
    const index = await reader.currentIndex(0);
    const [partition, entry] =
      Object.entries(index.partitions).find(([id]) =>
        id.startsWith('electricity.'),
      ) ?? [];
    if (!partition || !entry?.snapshot) throw new Error('no snapshot');
    // The first format: plain JSON, where an uncapped figure became null.
    const [fresh] = await reader.loadPartitions(index, [partition]);
    reader.forgetCatalogue();
    catalogue.replaceSnapshotBody(
      entry.snapshot,
      gzipSync(JSON.stringify({ value: { partition }, typed: [] })),
    );
    const [rebuilt] = await reader.loadPartitions(index, [partition]);
    expect(reasons).toEqual([
      `${partition}: snapshot format 1, this reader reads 2`,
    ]);
    expect(rebuilt?.compiled).toEqual(fresh?.compiled);
  });

  it('reads from the plans when nothing was published yet', async () => {
    const { reader } = await setUp(false);
    const index = await reader.currentIndex(0);
    expect(index.version).toBe('none');
    expect(
      Object.values(index.partitions).every((p) => p.snapshot === null),
    ).toBe(true);
  });

  it('offers a market only the plans of its partitions, each priced once', async () => {
    const { reader } = await setUp();
    const catalogue = marketPlans(reader);
    const gas = await catalogue({
      fuel: 'GAS',
      customerType: 'Residential',
      state: 'VIC',
    });
    const electricity = await catalogue({
      fuel: 'ELECTRICITY',
      customerType: 'Residential',
      state: 'NSW',
      postcode: '2000',
    });
    expect(gas.records.every((r) => r.energyType === 'Gas')).toBe(true);
    expect(electricity.records.map((r) => r.id).sort()).toEqual([
      'TST-SR-NSW',
      'TST-TOU',
    ]);
    expect([...electricity.compiled.keys()].sort()).toEqual([
      'TST-SR-NSW',
      'TST-TOU',
    ]);
  });
});
