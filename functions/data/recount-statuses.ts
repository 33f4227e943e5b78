import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  displayStatus,
  type MachineKind,
  statusesOf,
} from '#shared/domain/status-machines';
import { documentClient, tableName } from './client.ts';
import { Entity, leadStatusCounterKey } from './keys.ts';
import { allLeads } from './lead-search.ts';

/**
 * Sets a kind's status counters (AP5a) to what its records hold, read
 * over the whole collection: once, for leads stored before the counters
 * existed. Writes made while it reads may be missed, so it is run when
 * staff and visitors are quiet (docs/runbook.md §7).
 */
export async function recountLeadStatuses(
  kind: MachineKind,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(
    statusesOf(kind).map((status) => [status, 0]),
  );
  for await (const lead of allLeads(kind, '')) {
    const status = displayStatus(kind, lead.status);
    counts[status] = (counts[status] ?? 0) + 1;
  }
  await Promise.all(
    Object.entries(counts).map(([status, count]) =>
      documentClient.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...leadStatusCounterKey(kind, status),
            entity: Entity.counter,
            count,
          },
        }),
      ),
    ),
  );
  return counts;
}
