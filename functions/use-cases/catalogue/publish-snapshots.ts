import type { CatalogueStore, SnapshotRef } from '../ports-catalogue.ts';
import {
  type CatalogueIndex,
  type IndexedPartition,
  readMembership,
} from './catalogue-index.ts';
import { partitionFromTable } from './partition-from-table.ts';

/** Superseded snapshots stay readable this long for functions still on them. */
export const SUPERSEDED_SNAPSHOT_TTL_S = 24 * 60 * 60;

/** The snapshot id of a catalogue's index. */
export const INDEX_PARTITION = 'index';

export interface PublishRequest {
  /** The run's id: names the new version and the snapshots it writes. */
  readonly version: string;
  /** Partitions whose plans the run changed; everything when 'all'. */
  readonly changed: ReadonlySet<string> | 'all';
  readonly now: Date;
}

export interface PublishResult {
  readonly published: boolean;
  readonly version: string;
  readonly partitionsBuilt: readonly string[];
  readonly partitions: number;
}

async function previousIndex(
  store: CatalogueStore,
): Promise<CatalogueIndex | undefined> {
  const { index } = await store.readPublished();
  if (!index) return undefined;
  try {
    return (await store.readSnapshot(index)) as CatalogueIndex;
  } catch {
    // An unreadable index only means every partition is built afresh.
    return undefined;
  }
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Writes one compressed, precompiled snapshot per partition the run changed
 * (others keep theirs), then the index, then makes the new version current
 * in one write. Nothing is published when nothing changed; if any step
 * fails, visitors keep the last good catalogue.
 */
export async function publishSnapshots(
  store: CatalogueStore,
  request: PublishRequest,
): Promise<PublishResult> {
  const previous = await previousIndex(store);
  const { changed, now, version } = request;
  if (previous && changed !== 'all' && changed.size === 0)
    return {
      published: false,
      version: previous.version,
      partitionsBuilt: [],
      partitions: Object.keys(previous.partitions).length,
    };
  const membership = await readMembership(store);
  const partitions: Record<string, IndexedPartition> = {};
  const built: string[] = [];
  for (const [partition, planIds] of membership.planIds) {
    const before = previous?.partitions[partition];
    const reusable =
      before?.snapshot &&
      changed !== 'all' &&
      !changed.has(partition) &&
      sameIds(before.planIds, planIds);
    if (reusable) {
      partitions[partition] = before;
      continue;
    }
    const snapshot = await partitionFromTable(
      store,
      partition,
      version,
      planIds,
    );
    const ref = await store.writeSnapshot(version, partition, snapshot);
    partitions[partition] = { planIds, snapshot: ref };
    built.push(partition);
  }
  const index: CatalogueIndex = {
    version,
    builtAt: now.toISOString(),
    market: membership.market,
    partitions,
  };
  const indexRef = await store.writeSnapshot(version, INDEX_PARTITION, index);
  await store.publish(version, indexRef);
  await expireSuperseded(store, previous, partitions, now);
  return {
    published: true,
    version,
    partitionsBuilt: built,
    partitions: Object.keys(partitions).length,
  };
}

async function expireSuperseded(
  store: Pick<CatalogueStore, 'expireSnapshot'>,
  previous: CatalogueIndex | undefined,
  current: Record<string, IndexedPartition>,
  now: Date,
) {
  if (!previous) return;
  const at = Math.floor(now.getTime() / 1000) + SUPERSEDED_SNAPSHOT_TTL_S;
  const kept = new Set(
    Object.values(current).map((p) => p.snapshot && refKey(p.snapshot)),
  );
  for (const { snapshot } of Object.values(previous.partitions)) {
    if (snapshot && !kept.has(refKey(snapshot)))
      await store.expireSnapshot(snapshot, at);
  }
}

const refKey = (ref: SnapshotRef) => `${ref.snapshotId}|${ref.partition}`;
