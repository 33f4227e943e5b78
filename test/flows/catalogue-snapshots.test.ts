import { describe, expect, it } from 'vitest';
import { pointAtStackTable } from '#test-support/handler-env';

pointAtStackTable();
const snapshots = await import('#data/catalogue-snapshots');
const { catalogueSnapshotChunkKey } = await import('#data/keys');
const { documentClient, tableName } = await import('#data/client');
const { DeleteCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
const { catalogueReader: reader, marketCatalogue: marketPlans } = await import(
  '#wiring/market-catalogue'
);

/** The catalogue the stack published at startup, read afresh. */
async function published() {
  reader.forgetCatalogue();
  const index = await reader.currentIndex();
  const [partition, entry] =
    Object.entries(index.partitions)
      .filter(([id]) => id.startsWith('electricity.residential.'))
      .sort((a, b) => b[1].planIds.length - a[1].planIds.length)[0] ?? [];
  if (!partition || !entry?.snapshot) throw new Error('nothing published');
  return { index, partition, ref: entry.snapshot };
}

const vicMarket = {
  fuel: 'ELECTRICITY',
  customerType: 'Residential',
  state: 'VIC',
  postcode: '3000',
} as const;

let copies = 0;

/**
 * A copy of a published partition under a snapshot id of this test's own,
 * and an index pointing at it: damaging it leaves the stack's catalogue whole.
 */
async function ownCopy() {
  const { index, partition, ref } = await published();
  copies += 1;
  const copy = await snapshots.writeSnapshot(`TEST-COPY-${copies}`, partition, {
    ...((await snapshots.readSnapshot(ref)) as object),
    snapshotId: `TEST-COPY-${copies}`,
  });
  const pointing = {
    ...index,
    partitions: {
      ...index.partitions,
      [partition]: { ...index.partitions[partition], snapshot: copy },
    },
  } as typeof index;
  return { index: pointing, partition, ref: copy };
}

/** Reads one partition through the reader, noting any fallback to the table. */
async function readWithFallbacks(
  index: Awaited<ReturnType<typeof published>>['index'],
  partition: string,
) {
  const fallbacks: string[] = [];
  reader.listenForFallbacks((p, reason) => fallbacks.push(`${p}: ${reason}`));
  reader.forgetCatalogue();
  const [loaded] = await reader.loadPartitions(index, [partition]);
  return { loaded, fallbacks };
}

describe('the published catalogue', () => {
  it('has one verified snapshot per partition and an index naming them', async () => {
    const { index, partition, ref } = await published();
    const snapshot = (await snapshots.readSnapshot(ref)) as {
      partition: string;
      plans: unknown[];
    };
    expect(snapshot.partition).toBe(partition);
    expect(snapshot.plans.length).toBe(
      index.partitions[partition]?.planIds.length,
    );
    expect(index.market.postcodeNetworks.ELECTRICITY['3000']).toContain(
      'citipower',
    );
  });

  it('prices a market from compiled snapshots, reading only its partitions', async () => {
    reader.forgetCatalogue();
    const market = await marketPlans(vicMarket);
    expect(market.records.length).toBeGreaterThan(0);
    expect(market.compiled.size + market.unpriced.size).toBe(
      market.records.length,
    );
    expect(
      market.records.every(
        (r) =>
          r.energyType === 'Electricity' && r.customerType === 'Residential',
      ),
    ).toBe(true);
    expect(market.records.every((r) => r.availableStates.includes('VIC'))).toBe(
      true,
    );
  });

  it('rebuilds a partition from the table when a chunk is missing', async () => {
    const { index, partition, ref } = await ownCopy();
    const good = await readWithFallbacks(index, partition);
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: catalogueSnapshotChunkKey(ref.snapshotId, partition, 0),
      }),
    );
    const rebuilt = await readWithFallbacks(index, partition);
    expect(good.fallbacks).toEqual([]);
    expect(rebuilt.fallbacks).toHaveLength(1);
    expect(rebuilt.fallbacks[0]).toMatch(/0 of 1 chunks/);
    expect(rebuilt.loaded?.records.map((r) => r.id).sort()).toEqual(
      good.loaded?.records.map((r) => r.id).sort(),
    );
    expect(rebuilt.loaded?.compiled.size).toBe(good.loaded?.compiled.size);
  });

  it('rebuilds a partition whose bytes were cut short or changed', async () => {
    const { index, partition: other, ref } = await ownCopy();
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...catalogueSnapshotChunkKey(ref.snapshotId, other, 0),
          entity: 'CatalogueSnapshotChunk',
          body: new Uint8Array([31, 139, 8, 0, 1, 2, 3]),
        },
      }),
    );
    const { loaded, fallbacks } = await readWithFallbacks(index, other);
    expect(fallbacks).toHaveLength(1);
    expect(loaded?.records.length).toBe(
      index.partitions[other]?.planIds.length,
    );
  });

  it('never serves a snapshot of another version as the current one', async () => {
    const { index, partition, ref } = await published();
    const current = (await snapshots.readSnapshot(ref)) as Record<
      string,
      unknown
    >;
    // A whole, well-formed snapshot, but of an older catalogue.
    const older = await snapshots.writeSnapshot('OLDER-TEST', partition, {
      ...current,
      snapshotId: 'SOMETHING-OLDER',
    });
    const pointing = {
      ...index,
      partitions: {
        ...index.partitions,
        [partition]: { ...index.partitions[partition], snapshot: older },
      },
    } as typeof index;
    const { loaded, fallbacks } = await readWithFallbacks(pointing, partition);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/SOMETHING-OLDER/);
    expect(loaded?.records.length).toBe(
      index.partitions[partition]?.planIds.length,
    );
  });
});
