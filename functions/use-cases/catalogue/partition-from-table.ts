import type { CatalogueStore } from '../ports-catalogue.ts';
import {
  buildPartitionSnapshot,
  type PartitionSnapshot,
} from './partition-snapshot.ts';

/** Reads a partition's plans and tariffs from the table and compiles them. */
export async function partitionFromTable(
  store: Pick<CatalogueStore, 'getPlanRecords' | 'getTariffs'>,
  partition: string,
  snapshotId: string,
  planIds: readonly string[],
): Promise<PartitionSnapshot> {
  const [records, tariffs] = await Promise.all([
    store.getPlanRecords(planIds),
    store.getTariffs(planIds),
  ]);
  const active = [...records.values()].filter((r) => r.isActive);
  return buildPartitionSnapshot(partition, snapshotId, active, tariffs);
}
