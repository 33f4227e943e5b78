import { getPlanRecords, getTariffs } from '#data/plans';
import {
  buildPartitionSnapshot,
  type PartitionSnapshot,
} from './partition-snapshot.ts';

/** Reads a partition's plans and tariffs from the table and compiles them. */
export async function partitionFromTable(
  partition: string,
  snapshotId: string,
  planIds: readonly string[],
): Promise<PartitionSnapshot> {
  const [records, tariffs] = await Promise.all([
    getPlanRecords(planIds),
    getTariffs(planIds),
  ]);
  const active = [...records.values()].filter((r) => r.isActive);
  return buildPartitionSnapshot(partition, snapshotId, active, tariffs);
}
