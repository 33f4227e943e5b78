import { Index } from '#manifest/table';
import { tableName } from './client.ts';
import {
  Entity,
  type LeadKind,
  leadCollection,
  leadCounterKey,
} from './keys.ts';
import { batchGetItems, queryItems } from './reads.ts';

/**
 * Moves a kind's counter by one, for the transaction that creates (+1) or
 * deletes (-1) a lead of that kind (AP5).
 */
export const counterUpdate = (kind: LeadKind, by: 1 | -1) => ({
  Update: {
    TableName: tableName,
    Key: leadCounterKey(kind),
    UpdateExpression: 'ADD #count :by SET entity = :entity',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':by': by, ':entity': Entity.counter },
  },
});

/** The maintained count of each kind (one BatchGet of counter items). */
export async function leadCounts(
  kinds: readonly LeadKind[],
): Promise<Partial<Record<LeadKind, number>>> {
  const { Responses } = await batchGetItems({
    RequestItems: { [tableName]: { Keys: kinds.map(leadCounterKey) } },
  });
  const counts: Partial<Record<LeadKind, number>> = {};
  for (const kind of kinds) {
    const { sk } = leadCounterKey(kind);
    const item = Responses?.[tableName]?.find((i) => i.sk === sk);
    counts[kind] = Math.max(0, Number(item?.count ?? 0));
  }
  return counts;
}

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
      TableName: tableName,
      IndexName: Index.byCollection,
      KeyConditionExpression: 'gsi1pk = :c AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':c': leadCollection(kind),
        ':from': from,
        ':to': `${to}~`,
      },
      Select: 'COUNT',
      ExclusiveStartKey: start,
    });
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}
