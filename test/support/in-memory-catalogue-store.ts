import { decodeSnapshot, encodeSnapshot } from '#data/snapshot-codec';
import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import type {
  CatalogueStore,
  PublishedCatalogue,
  SnapshotRef,
} from '#use-cases/ports-catalogue';
import type { PlanRecord } from '#use-cases/ports-plans';

/**
 * A CatalogueStore over CDR plan-detail documents: plans and tariffs in
 * Maps, snapshots kept encoded (as the table keeps them), and a count of
 * each kind of read so tests can see what a cache saved.
 */
export function inMemoryCatalogueStore(
  documents: readonly unknown[],
  now: Date,
) {
  const plans = new Map<string, PlanRecord>();
  const tariffs = new Map<string, unknown>();
  for (const document of documents) {
    const data = (document as { data: unknown }).data;
    const entry = catalogueEntryFromCdr(data, now);
    plans.set(entry.summary.id, {
      ...entry.summary,
      includedPostcodes: entry.includedPostcodes,
      excludedPostcodes: entry.excludedPostcodes,
      cdrLastUpdated: entry.summary.lastUpdated,
      sourceBrand: 'test-energy',
    });
    tariffs.set(entry.summary.id, data);
  }
  const snapshots = new Map<string, Buffer>();
  const expiries = new Map<string, number>();
  let published: PublishedCatalogue = { version: 'none', index: undefined };
  const reads = { published: 0, snapshots: 0, plans: 0 };
  const keyOf = (ref: Pick<SnapshotRef, 'snapshotId' | 'partition'>) =>
    `${ref.snapshotId}|${ref.partition}`;

  const store: CatalogueStore = {
    async *activePlanMemberships() {
      for (const plan of plans.values()) if (plan.isActive) yield plan;
    },
    async getPlanRecords(ids) {
      reads.plans++;
      const found = new Map<string, PlanRecord>();
      for (const id of ids) {
        const plan = plans.get(id);
        if (plan) found.set(id, plan);
      }
      return found;
    },
    async getTariffs(ids) {
      return new Map(
        ids.filter((id) => tariffs.has(id)).map((id) => [id, tariffs.get(id)]),
      );
    },
    async readPublished() {
      reads.published++;
      return published;
    },
    async readSnapshot(ref) {
      reads.snapshots++;
      const body = snapshots.get(keyOf(ref));
      if (body === undefined) throw new Error(`snapshot ${keyOf(ref)} missing`);
      return decodeSnapshot(body);
    },
    async writeSnapshot(snapshotId, partition, payload) {
      const { body } = encodeSnapshot(payload);
      snapshots.set(keyOf({ snapshotId, partition }), body);
      return {
        snapshotId,
        partition,
        chunks: 1,
        bytes: body.length,
        sha256: '',
      };
    },
    async expireSnapshot(ref, expiresAt) {
      expiries.set(keyOf(ref), expiresAt);
    },
    async publish(version, index) {
      published = { version, index };
    },
  };
  return {
    store,
    reads,
    plans,
    published: () => published,
    expiries,
    /** Loses a stored snapshot, as a cut-short write would. */
    dropSnapshot: (ref: SnapshotRef) => snapshots.delete(keyOf(ref)),
    /** Replaces a stored snapshot's bytes, as an older writer left them. */
    replaceSnapshotBody: (ref: SnapshotRef, body: Buffer) =>
      snapshots.set(keyOf(ref), body),
  };
}
