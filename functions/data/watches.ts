import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { WatchRecord, WatchStore } from '#use-cases/watches/watch-store';
import { documentClient, tableName } from './client.ts';
import { fromItem } from './items.ts';
import {
  Entity,
  watchConfirmationKey,
  watchCounterKey,
  watchesOfPartition,
  watchKey,
  watchLinkKey,
  watchMembershipKey,
  watchRequestKey,
} from './keys.ts';
import {
  getItem,
  LIVE_CONDITION,
  liveExpression,
  queryItems,
} from './reads.ts';

const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some(
      (r) => r.Code === 'ConditionalCheckFailed',
    ));

/** False instead of an error when a condition did not hold. */
async function ifHolds(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const counter = (name: 'active' | 'alerts', by: 1 | -1) => ({
  Update: {
    TableName: tableName,
    Key: watchCounterKey(name),
    UpdateExpression: 'ADD #count :by SET entity = :entity',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':by': by, ':entity': Entity.counter },
  },
});

/** Every item of a saved comparison's collection (the record and links). */
async function collection(watchId: string) {
  const { pk } = watchKey(watchId);
  const items: { pk: string; sk: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      TableName: tableName,
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

async function deleteKeys(keys: readonly Record<string, string>[]) {
  for (let i = 0; i < keys.length; i += 25)
    await documentClient.send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName]: keys
            .slice(i, i + 25)
            .map((Key) => ({ DeleteRequest: { Key } })),
        },
      }),
    );
}

const memberships = (watch: WatchRecord) =>
  watch.partitions.map((p) => watchMembershipKey(p, watch.id));

/** Saved comparisons in the table (AP-W1..W4 in docs/data-model.md). */
export const dynamoWatchStore: WatchStore = {
  async get(watchId) {
    const item = await getItem({
      TableName: tableName,
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
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...watchKey(record.id),
          entity: Entity.priceWatch,
          schemaVersion: 1,
          ...record,
        },
      }),
    );
  },

  async requestConfirmation(request, expiresAt) {
    const key = watchRequestKey(request.watchId);
    const put = () =>
      documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...key,
            entity: Entity.watchRequest,
            schemaVersion: 1,
            ...request,
            expiresAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    if (await ifHolds(put())) return true;
    // An expired request not yet removed by TTL: replaced, so the stream sees an INSERT.
    const removed = await ifHolds(
      documentClient.send(
        new DeleteCommand({
          TableName: tableName,
          Key: key,
          ConditionExpression: `NOT ${LIVE_CONDITION}`,
          ...liveExpression({}),
        }),
      ),
    );
    return removed && ifHolds(put());
  },

  async putToken(kind, watchId, tokenHash, expiresAt) {
    const confirm = kind === 'confirm';
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...(confirm
            ? watchConfirmationKey(watchId, tokenHash)
            : watchLinkKey(watchId, tokenHash)),
          entity: confirm ? Entity.watchConfirmation : Entity.watchLink,
          schemaVersion: 1,
          expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  takeConfirmation(watchId, tokenHash) {
    return ifHolds(
      documentClient.send(
        new DeleteCommand({
          TableName: tableName,
          Key: watchConfirmationKey(watchId, tokenHash),
          ConditionExpression: `entity = :entity AND ${LIVE_CONDITION}`,
          ...liveExpression({
            ExpressionAttributeValues: {
              ':entity': Entity.watchConfirmation,
            },
          }),
        }),
      ),
    );
  },

  async hasLink(watchId, tokenHash) {
    const item = await getItem({
      TableName: tableName,
      Key: watchLinkKey(watchId, tokenHash),
    });
    return item?.entity === Entity.watchLink;
  },

  async activate(watchId, at, expiresAt) {
    const watch = await this.get(watchId);
    if (!watch || watch.status === 'active') return false;
    const activated = await ifHolds(
      documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: watchKey(watchId),
                UpdateExpression:
                  'SET #status = :active, confirmedAt = :at, updatedAt = :at, expiresAt = :expiresAt',
                ConditionExpression: 'entity = :entity AND #status <> :active',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':active': 'active',
                  ':at': at,
                  ':expiresAt': expiresAt,
                  ':entity': Entity.priceWatch,
                },
              },
            },
            counter('active', 1),
            ...memberships(watch).map((key) => ({
              Put: {
                TableName: tableName,
                Item: {
                  ...key,
                  entity: Entity.watchMembership,
                  watchId,
                  expiresAt,
                },
              },
            })),
          ],
        }),
      ),
    );
    if (activated)
      await documentClient.send(
        new DeleteCommand({
          TableName: tableName,
          Key: watchRequestKey(watchId),
        }),
      );
    return activated;
  },

  async unsubscribe(watchId, at) {
    const watch = await this.get(watchId);
    if (watch?.status !== 'active') return false;
    return ifHolds(
      documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: watchKey(watchId),
                UpdateExpression: 'SET #status = :off, updatedAt = :at',
                ConditionExpression: '#status = :active',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':off': 'unsubscribed',
                  ':active': 'active',
                  ':at': at,
                },
              },
            },
            counter('active', -1),
            ...memberships(watch).map((Key) => ({
              Delete: { TableName: tableName, Key },
            })),
          ],
        }),
      ),
    );
  },

  async remove(watchId) {
    const watch = await this.get(watchId);
    if (watch) await this.unsubscribe(watchId, new Date().toISOString());
    await deleteKeys([
      ...(watch ? memberships(watch) : []),
      watchRequestKey(watchId),
      ...(await collection(watchId)),
    ]);
  },

  async renew(watchId, expiresAt) {
    const watch = await this.get(watchId);
    if (!watch) return;
    const keys = [
      ...(await collection(watchId)).filter((k) => k.sk.startsWith('LINK#')),
      watchKey(watchId),
      ...(watch.status === 'active' ? memberships(watch) : []),
    ];
    for (const Key of keys)
      await documentClient
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key,
            UpdateExpression: 'SET expiresAt = :e',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':e': expiresAt },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
  },

  async watchIdsOfPartition(partition) {
    const ids: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await queryItems({
        TableName: tableName,
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

  claimAlert(watchId, version) {
    return ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key: watchKey(watchId),
          UpdateExpression: 'SET lastAlertedVersion = :v',
          ConditionExpression:
            'entity = :entity AND (attribute_not_exists(lastAlertedVersion) OR lastAlertedVersion <> :v)',
          ExpressionAttributeValues: {
            ':v': version,
            ':entity': Entity.priceWatch,
          },
        }),
      ),
    );
  },

  async releaseAlert(watchId, version, previous) {
    await ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key: watchKey(watchId),
          UpdateExpression: 'SET lastAlertedVersion = :previous',
          ConditionExpression: 'lastAlertedVersion = :v',
          ExpressionAttributeValues: { ':v': version, ':previous': previous },
        }),
      ),
    );
  },

  async recordCheck(watchId, seen) {
    const alerted = seen.lastAlertedBest !== undefined;
    await ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key: watchKey(watchId),
          UpdateExpression: `SET currentCostIncGst = :cost${alerted ? ', lastAlertedBest = :best' : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':cost': seen.currentCostIncGst,
            ...(alerted && { ':best': seen.lastAlertedBest }),
          },
        }),
      ),
    );
  },

  async countAlertSent() {
    await documentClient.send(new UpdateCommand(counter('alerts', 1).Update));
  },
};

/** Active watchers and alerts sent, for staff analytics. */
export async function watchCounts(): Promise<{
  activeWatchers: number;
  alertsSent: number;
}> {
  const [active, alerts] = await Promise.all(
    (['active', 'alerts'] as const).map((name) =>
      getItem({ TableName: tableName, Key: watchCounterKey(name) }),
    ),
  );
  return {
    activeWatchers: Math.max(0, Number(active?.count ?? 0)),
    alertsSent: Math.max(0, Number(alerts?.count ?? 0)),
  };
}
