import type { PlanRecord } from './ports-plans.ts';

/** Where a snapshot is and how to tell it arrived whole. */
export interface SnapshotRef {
  readonly snapshotId: string;
  readonly partition: string;
  readonly chunks: number;
  readonly bytes: number;
  readonly sha256: string;
}

/** The published catalogue: its version and where its index snapshot is. */
export interface PublishedCatalogue {
  readonly version: string;
  readonly index: SnapshotRef | undefined;
}

/** What says which partitions a plan is in and where it is sold. */
export type PlanMembership = Pick<
  PlanRecord,
  | 'id'
  | 'energyType'
  | 'customerType'
  | 'networks'
  | 'availableStates'
  | 'includedPostcodes'
>;

/**
 * The catalogue's storage: the active plans it is built from and the
 * precompiled snapshots it is published as (docs/catalogue.md).
 */
export interface CatalogueStore {
  /** Every active plan, a few fields each, a page at a time. */
  activePlanMemberships(): AsyncIterable<PlanMembership>;
  /** Plans by id; unknown ids are left out. */
  getPlanRecords(
    ids: readonly string[],
  ): Promise<ReadonlyMap<string, PlanRecord>>;
  /** The CDR plan documents of some plans by id; unknown ids are left out. */
  getTariffs(ids: readonly string[]): Promise<ReadonlyMap<string, unknown>>;
  /** The current version; read often, so it must be one small read. */
  readPublished(): Promise<PublishedCatalogue>;
  /** A snapshot back whole; throws when it is missing or cut short. */
  readSnapshot(ref: SnapshotRef): Promise<unknown>;
  writeSnapshot(
    snapshotId: string,
    partition: string,
    payload: unknown,
  ): Promise<SnapshotRef>;
  /** Lets a superseded snapshot go at `expiresAt` (epoch seconds). */
  expireSnapshot(ref: SnapshotRef, expiresAt: number): Promise<void>;
  /** Makes a version current in one write. */
  publish(version: string, index: SnapshotRef): Promise<void>;
}
