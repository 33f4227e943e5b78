import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { WatchRecord, WatchStore } from '#use-cases/ports-watches';
import { documentClient, tableName } from './client.ts';
import {
  conditionalUpdate,
  entityPut,
  writeItems,
} from './conditional-write.ts';
import { fromItem } from './items.ts';
import {
  Entity,
  isWatchLinkMark,
  tokenKeyOfMark,
  watchesOfPartition,
  watchKey,
  watchRequestKey,
} from './keys.ts';
import { getItem, queryItems } from './reads.ts';
import { watchAlerts } from './watch-alerts.ts';
import { watchChanges } from './watch-changes.ts';
import {
  activeCounter,
  collection,
  deleteKeys,
  ifHolds,
  memberships,
  sameCounterDay,
} from './watch-items.ts';
import { watchTokens } from './watch-token-items.ts';

export { watchCounts } from './watch-items.ts';

/** Saved comparisons in the table (AP-W1..W5 in docs/data-model.md). */
export const dynamoWatchStore: WatchStore = {
  async get(watchId) {
    const item = await getItem({
      TableName: tableName(),
      Key: watchKey(watchId),
      ConsistentRead: true,
    });
    if (item?.entity !== Entity.priceWatch) return undefined;
    // The TTL attribute is part of the record: it is when the watch ends.
    return {
      ...fromItem<WatchRecord>(item),
      expiresAt: Number(item.expiresAt),
    };
  },

  async put(record) {
    await writeItems([
      entityPut({
        key: watchKey(record.id),
        entity: Entity.priceWatch,
        attributes: { ...record },
      }),
    ]);
  },

  async activate(watchId, at, expiresAt) {
    const watch = await dynamoWatchStore.get(watchId);
    if (!watch || watch.status === 'active') return false;
    const activated = await ifHolds(
      writeItems([
        conditionalUpdate(
          watchKey(watchId),
          'SET #status = :active, confirmedAt = :at, updatedAt = :at, expiresAt = :expiresAt',
          {
            expression: 'entity = :entity AND #status <> :active',
            names: { '#status': 'status' },
            values: {
              ':active': 'active',
              ':at': at,
              ':expiresAt': expiresAt,
              ':entity': Entity.priceWatch,
            },
          },
        ),
        activeCounter(expiresAt, 1),
        ...memberships(watch).map((key) =>
          entityPut({
            key,
            entity: Entity.watchMembership,
            attributes: { watchId, expiresAt },
          }),
        ),
      ]),
    );
    if (activated)
      await documentClient.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: watchRequestKey(watchId),
        }),
      );
    return activated;
  },

  async unsubscribe(watchId, at) {
    const watch = await dynamoWatchStore.get(watchId);
    if (watch?.status !== 'active') return false;
    return ifHolds(
      writeItems([
        conditionalUpdate(
          watchKey(watchId),
          'SET #status = :off, updatedAt = :at',
          // The expiry read above decides which day's count drops.
          {
            expression: '#status = :active AND expiresAt = :expiresAt',
            names: { '#status': 'status' },
            values: {
              ':off': 'unsubscribed',
              ':active': 'active',
              ':at': at,
              ':expiresAt': watch.expiresAt,
            },
          },
        ),
        activeCounter(watch.expiresAt, -1),
        ...memberships(watch).map((Key) => ({
          Delete: { TableName: tableName(), Key },
        })),
      ]),
    );
  },

  async remove(watchId) {
    const watch = await dynamoWatchStore.get(watchId);
    if (watch)
      await dynamoWatchStore.unsubscribe(watchId, new Date().toISOString());
    const items = await collection(watchId);
    await deleteKeys([
      ...(watch ? memberships(watch) : []),
      watchRequestKey(watchId),
      ...items.flatMap((k) => tokenKeyOfMark(k.sk) ?? []),
      ...items,
    ]);
  },

  async renew(watchId, expiresAt) {
    const watch = await dynamoWatchStore.get(watchId);
    if (!watch) return;
    if (!(await moveExpiry(watch, expiresAt))) return;
    const links = (await collection(watchId)).filter((k) =>
      isWatchLinkMark(k.sk),
    );
    const keys = [
      ...links,
      ...links.flatMap((k) => tokenKeyOfMark(k.sk) ?? []),
      ...(watch.status === 'active' ? memberships(watch) : []),
    ];
    // An item deleted meanwhile (a used token) stays deleted.
    for (const key of keys)
      await ifHolds(
        writeItems([
          conditionalUpdate(key, 'SET expiresAt = :e', {
            expression: 'attribute_exists(pk)',
            values: { ':e': expiresAt },
          }),
        ]),
      );
  },

  async watchIdsOfPartition(partition) {
    const ids: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await queryItems({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': watchesOfPartition(partition) },
        ExclusiveStartKey: start,
      });
      for (const item of page.Items ?? [])
        if (typeof item.watchId === 'string') ids.push(item.watchId);
      start = page.LastEvaluatedKey;
    } while (start);
    return ids;
  },

  ...watchTokens,
  ...watchAlerts,
  ...watchChanges,
};

/**
 * The record's new expiry and, for an active comparison, its count moved
 * to the new day, in one transaction; false when it changed meanwhile.
 */
function moveExpiry(watch: WatchRecord, expiresAt: number) {
  const moveCount =
    watch.status === 'active' && !sameCounterDay(watch.expiresAt, expiresAt);
  return ifHolds(
    writeItems([
      conditionalUpdate(watchKey(watch.id), 'SET expiresAt = :e', {
        expression: '#status = :status AND expiresAt = :old',
        names: { '#status': 'status' },
        values: {
          ':e': expiresAt,
          ':old': watch.expiresAt,
          ':status': watch.status,
        },
      }),
      ...(moveCount
        ? [activeCounter(watch.expiresAt, -1), activeCounter(expiresAt, 1)]
        : []),
    ]),
  );
}
