import { Index } from '#manifest/table';
import {
  displayStatus,
  type MachineKind,
  statusesOf,
  statusMachines,
} from '#shared/domain/status-machines';
import { tableName } from './client.ts';
import {
  Entity,
  type LeadKind,
  leadCollection,
  leadCounterKey,
  leadStatusCounterKey,
} from './keys.ts';
import { batchGetItems, queryItems } from './reads.ts';

/**
 * Moves a kind's counter by one, for the transaction that creates (+1) or
 * deletes (-1) a lead of that kind (AP5).
 */
export const counterUpdate = (kind: LeadKind, by: 1 | -1) =>
  addToCounter(leadCounterKey(kind), by);

const hasStatuses = (kind: LeadKind): kind is MachineKind =>
  kind in statusMachines;

const addToCounter = (key: Record<string, string>, by: number) => ({
  Update: {
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD #count :by SET entity = :entity',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':by': by, ':entity': Entity.counter },
  },
});

/**
 * Moves the count of a kind's status by one, in the transaction that
 * creates, deletes or changes the status of a lead (AP5a). A stored value
 * the machine does not know counts as the status it is shown as; kinds
 * without statuses keep no such counters.
 */
export const statusCounterUpdates = (
  kind: LeadKind,
  status: unknown,
  by: 1 | -1,
) =>
  hasStatuses(kind)
    ? [
        addToCounter(
          leadStatusCounterKey(kind, displayStatus(kind, status)),
          by,
        ),
      ]
    : [];

/** The counter moves of a status change: one out of `from`, one into `to`. */
export const statusChangeCounterUpdates = (
  kind: LeadKind,
  from: unknown,
  to: unknown,
) =>
  hasStatuses(kind) && displayStatus(kind, from) !== displayStatus(kind, to)
    ? [
        ...statusCounterUpdates(kind, from, -1),
        ...statusCounterUpdates(kind, to, 1),
      ]
    : [];

/** The maintained count of each status of a kind (one BatchGet). */
export async function leadStatusCounts(
  kind: MachineKind,
): Promise<Record<string, number>> {
  const statuses = statusesOf(kind);
  const { Responses } = await batchGetItems({
    RequestItems: {
      [tableName()]: {
        Keys: statuses.map((status) => leadStatusCounterKey(kind, status)),
      },
    },
  });
  const found = Responses?.[tableName()] ?? [];
  return Object.fromEntries(
    statuses.map((status) => {
      const { sk } = leadStatusCounterKey(kind, status);
      const item = found.find((i) => i.sk === sk);
      return [status, Math.max(0, Number(item?.count ?? 0))];
    }),
  );
}

/** The maintained count of each kind (one BatchGet of counter items). */
export async function leadCounts(
  kinds: readonly LeadKind[],
): Promise<Partial<Record<LeadKind, number>>> {
  const { Responses } = await batchGetItems({
    RequestItems: { [tableName()]: { Keys: kinds.map(leadCounterKey) } },
  });
  const counts: Partial<Record<LeadKind, number>> = {};
  for (const kind of kinds) {
    const { sk } = leadCounterKey(kind);
    const item = Responses?.[tableName()]?.find((i) => i.sk === sk);
    counts[kind] = Math.max(0, Number(item?.count ?? 0));
  }
  return counts;
}

/** The Query of a kind's leads created in [from, to] (AP-A6). */
export const leadsCreatedQuery = (
  kind: LeadKind,
  from: string,
  to: string,
) => ({
  TableName: tableName(),
  IndexName: Index.byCollection,
  KeyConditionExpression: 'gsi1pk = :c AND gsi1sk BETWEEN :from AND :to',
  ExpressionAttributeValues: {
    ':c': leadCollection(kind),
    ':from': from,
    ':to': `${to}~`,
  },
});

/** How many leads of a kind were created in [from, to] (a counting Query). */
export async function countLeadsBetween(
  kind: LeadKind,
  from: string,
  to: string,
): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      ...leadsCreatedQuery(kind, from, to),
      Select: 'COUNT',
      ExclusiveStartKey: start,
    });
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}
