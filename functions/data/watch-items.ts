import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { WatchRecord } from '#use-cases/ports-watches';
import { documentClient, tableName } from './client.ts';
import {
  Entity,
  WATCH_EXPIRY_COUNTERS,
  watchCounterKey,
  watchExpiryCounterKey,
  watchKey,
  watchMembershipKey,
} from './keys.ts';
import { getItem, queryItems } from './reads.ts';

/** Shared by the saved comparison adapters (AP-W1..W5): false when a condition did not hold. */
export { applied as ifHolds } from './conditional-write.ts';

export const counter = (name: 'alerts', by: 1) => ({
  Update: {
    TableName: tableName(),
    Key: watchCounterKey(name),
    UpdateExpression: 'ADD #count :by SET entity = :entity',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':by': by, ':entity': Entity.counter },
  },
});

/** The UTC day of an epoch-seconds expiry, as the counters key it. */
const dayOf = (expiresAt: number) =>
  new Date(expiresAt * 1000).toISOString().slice(0, 10);

/** One more or one fewer active comparison ending on that day (AP-W5). */
export const activeCounter = (expiresAt: number, by: 1 | -1) => ({
  Update: {
    TableName: tableName(),
    Key: watchExpiryCounterKey(dayOf(expiresAt)),
    UpdateExpression: 'ADD #count :by SET entity = :entity',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':by': by, ':entity': Entity.counter },
  },
});

/** Whether two expiries fall on the same counter day. */
export const sameCounterDay = (a: number, b: number) => dayOf(a) === dayOf(b);

/** Every item of a saved comparison's collection (the record and links). */
export async function collection(watchId: string) {
  const { pk } = watchKey(watchId);
  const items: { pk: string; sk: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk, expiresAt',
      ExclusiveStartKey: start,
    });
    for (const item of page.Items ?? [])
      items.push({ pk: String(item.pk), sk: String(item.sk) });
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function deleteKeys(keys: readonly Record<string, string>[]) {
  for (let i = 0; i < keys.length; i += 25)
    await documentClient.send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: keys
            .slice(i, i + 25)
            .map((Key) => ({ DeleteRequest: { Key } })),
        },
      }),
    );
}

export const memberships = (watch: WatchRecord) =>
  watch.partitions.map((p) => watchMembershipKey(p, watch.id));

/**
 * Active watchers and alerts sent, for staff analytics. Active ones are
 * those whose expiry day is today or later, so comparisons the TTL ended
 * leave the count on the day after they expire.
 */
export async function watchCounts(now: Date): Promise<{
  activeWatchers: number;
  alertsSent: number;
}> {
  const today = watchExpiryCounterKey(now.toISOString().slice(0, 10)).sk;
  let active = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk >= :today',
      ExpressionAttributeValues: {
        ':pk': WATCH_EXPIRY_COUNTERS,
        ':today': today,
      },
      ExclusiveStartKey: start,
    });
    for (const item of page.Items ?? []) active += Number(item.count ?? 0);
    start = page.LastEvaluatedKey;
  } while (start);
  const alerts = await getItem({
    TableName: tableName(),
    Key: watchCounterKey('alerts'),
  });
  return {
    activeWatchers: Math.max(0, active),
    alertsSent: Math.max(0, Number(alerts?.count ?? 0)),
  };
}
