import { LRUCache } from 'lru-cache';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { EligibilityRule } from '#shared/domain/household/eligibility';
import type { CatalogueStore } from '../ports-catalogue.ts';
import type { PlanRecord } from '../ports-plans.ts';
import {
  type CatalogueIndex,
  readMembership,
  tableIndex,
} from './catalogue-index.ts';
import { partitionFromTable } from './partition-from-table.ts';
import {
  type PartitionSnapshot,
  recordsOfSnapshot,
} from './partition-snapshot.ts';

/** How long a warm function trusts its index before checking the version. */
export const CATALOGUE_RECHECK_MS = 1000;

/**
 * Plans a warm function keeps compiled across partitions; past it the least
 * recently used partitions are dropped. Enough for the largest state's
 * plans of one fuel and customer type (the rates page reads them all); a
 * 1,350-plan partition takes about 11 MB (docs/catalogue.md).
 */
export const MAX_CACHED_PLANS = 8000;

/** A partition ready to filter, list and price. */
export interface LoadedPartition {
  readonly partition: string;
  readonly records: readonly PlanRecord[];
  readonly compiled: ReadonlyMap<string, CompiledPlan>;
  readonly unpriced: ReadonlyMap<string, string>;
  /** Eligibility restrictions of the plans that have any. */
  readonly eligibility: ReadonlyMap<string, readonly EligibilityRule[]>;
}

/** Told when a snapshot could not be used and the table was read instead. */
export type FallbackListener = (partition: string, reason: string) => void;

const logFallback: FallbackListener = (partition, reason) =>
  console.warn(
    JSON.stringify({
      level: 'WARN',
      message: 'catalogue partition rebuilt from the table',
      partition,
      reason,
    }),
  );

/** The published catalogue as a warm function keeps it. */
export interface CatalogueReader {
  /**
   * The current catalogue's index, kept between requests. At most once a
   * second one small read tells whether a newer catalogue was published.
   * Given the version a caller was told of, an index of another version
   * is not trusted: the published version is read again first.
   */
  currentIndex(now?: number, version?: string): Promise<CatalogueIndex>;
  /**
   * The partitions asked for that exist, each read once per version and
   * kept (least recently used first out) while warm.
   */
  loadPartitions(
    index: CatalogueIndex,
    ids: readonly string[],
  ): Promise<LoadedPartition[]>;
  /** Forgets everything cached (a fresh process, for benchmarks and tests). */
  forgetCatalogue(): void;
  /** Replaces the fallback log (tests listen to it). */
  listenForFallbacks(listener: FallbackListener): void;
}

function loaded(snapshot: PartitionSnapshot): LoadedPartition {
  const compiled = new Map<string, CompiledPlan>();
  const unpriced = new Map<string, string>();
  const eligibility = new Map<string, readonly EligibilityRule[]>();
  for (const plan of snapshot.plans) {
    if (plan.compiled) compiled.set(plan.record.id, plan.compiled);
    else unpriced.set(plan.record.id, plan.unpricedReason ?? 'not priced');
    if (plan.eligibility) eligibility.set(plan.record.id, plan.eligibility);
  }
  return {
    partition: snapshot.partition,
    records: recordsOfSnapshot(snapshot),
    compiled,
    unpriced,
    eligibility,
  };
}

/** A reader with its own cache over one store; a process keeps one. */
export function createCatalogueReader(store: CatalogueStore): CatalogueReader {
  let onFallback = logFallback;
  let current:
    | { version: string; index: CatalogueIndex; checkedAt: number }
    | undefined;
  const partitions = new LRUCache<string, LoadedPartition>({
    maxSize: MAX_CACHED_PLANS,
    sizeCalculation: (p) => Math.max(1, p.records.length),
  });
  const loading = new Map<string, Promise<LoadedPartition>>();
  let checking: Promise<CatalogueIndex> | undefined;

  async function loadIndex(): Promise<{
    version: string;
    index: CatalogueIndex;
  }> {
    const published = await store.readPublished();
    if (published.index) {
      try {
        const index = (await store.readSnapshot(
          published.index,
        )) as CatalogueIndex;
        if (index.version === published.version)
          return { version: published.version, index };
        onFallback('index', `index is of version ${index.version}`);
      } catch (error) {
        onFallback('index', String(error));
      }
    }
    const membership = await readMembership(store);
    const index = tableIndex(published.version, membership, new Date());
    return { version: published.version, index };
  }

  async function readPartition(
    index: CatalogueIndex,
    partition: string,
  ): Promise<LoadedPartition> {
    const entry = index.partitions[partition];
    if (!entry) throw new Error(`no partition ${partition}`);
    if (entry.snapshot) {
      try {
        const snapshot = (await store.readSnapshot(
          entry.snapshot,
        )) as PartitionSnapshot;
        if (
          snapshot.partition !== partition ||
          snapshot.snapshotId !== entry.snapshot.snapshotId
        )
          throw new Error(
            `holds ${snapshot.partition} of ${snapshot.snapshotId}, not ${entry.snapshot.snapshotId}`,
          );
        return loaded(snapshot);
      } catch (error) {
        onFallback(
          partition,
          error instanceof Error ? error.message : String(error),
        );
      }
    }
    return loaded(
      await partitionFromTable(store, partition, index.version, entry.planIds),
    );
  }

  async function recheck(now: number): Promise<CatalogueIndex> {
    const published = await store.readPublished();
    if (current?.version === published.version) {
      current = { ...current, checkedAt: now };
      return current.index;
    }
    const { version, index } = await loadIndex();
    current = { version, index, checkedAt: now };
    return index;
  }

  function startRecheck(now: number): Promise<CatalogueIndex> {
    checking = recheck(now).finally(() => {
      checking = undefined;
    });
    return checking;
  }

  return {
    async currentIndex(now = Date.now(), version) {
      if (version !== undefined && current?.version !== version) {
        // A price alert check names the catalogue it was sent for: the
        // index in hand may be older, so wait for any read under way and
        // read the version again if that one was not it either.
        await checking?.catch(() => undefined);
        if (current?.version === version) return current.index;
        return checking ?? startRecheck(now);
      }
      if (current && now - current.checkedAt < CATALOGUE_RECHECK_MS)
        return current.index;
      // One recheck at a time: under load, every request of that moment
      // would otherwise read the version item. The others answer from the
      // index in hand, or wait for the first read when there is none.
      if (checking) return current?.index ?? checking;
      return startRecheck(now);
    },
    loadPartitions(index, ids) {
      const present = ids.filter((id) => index.partitions[id]);
      return Promise.all(
        present.map((partition) => {
          const entry = index.partitions[partition];
          const key = entry?.snapshot
            ? `${entry.snapshot.snapshotId}|${partition}`
            : `table:${index.version}|${partition}`;
          const cached = partitions.get(key);
          if (cached) return cached;
          const pending = loading.get(key);
          if (pending) return pending;
          const load = readPartition(index, partition)
            .then((result) => {
              partitions.set(key, result);
              return result;
            })
            .finally(() => loading.delete(key));
          loading.set(key, load);
          return load;
        }),
      );
    },
    forgetCatalogue() {
      current = undefined;
      checking = undefined;
      partitions.clear();
      loading.clear();
    },
    listenForFallbacks(listener) {
      onFallback = listener;
    },
  };
}
