import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PersonKey } from '#shared/domain/person-keys';
import type { PeopleIndex, ThreadMember } from '#use-cases/ports-people';
import { documentClient, tableName } from './client.ts';
import {
  Entity,
  peopleCounterKey,
  personKey,
  personKeyKey,
  THREAD_MEMBER_PREFIX,
  threadMemberKey,
  threadPartition,
} from './keys.ts';
import { batchGetItems, getItem, queryItems } from './reads.ts';

const keyOf = (key: PersonKey) => personKeyKey(key.kind, key.value);

/** The first of `keys` (strongest first) that names a person. */
async function personOf(keys: readonly PersonKey[]) {
  const { Responses } = await batchGetItems({
    RequestItems: {
      [tableName()]: { Keys: keys.map(keyOf), ConsistentRead: true },
    },
  });
  const items = Responses?.[tableName()] ?? [];
  for (const key of keys) {
    const found = items.find((item) => item.pk === keyOf(key).pk);
    if (typeof found?.personId === 'string') return found.personId;
  }
  return undefined;
}

/** A person's keys, thread and count in the table (AP-P1 to AP-P3). */
export const dynamoPeople: PeopleIndex = {
  async find(keys) {
    if (keys.length === 0) return null;
    const personId = await personOf(keys);
    if (!personId) return null;
    const head = await getItem({
      TableName: tableName(),
      Key: personKey(personId),
      ConsistentRead: true,
    });
    const inquiryId = head?.inquiryId;
    return {
      personId,
      inquiryId: typeof inquiryId === 'string' ? inquiryId : null,
    };
  },

  // Separate writes, not one transaction: two forms of one person sent at
  // once must both succeed (each write is last-writer-wins and idempotent).
  async join(keys, thread, member, newPerson) {
    const stamp = { schemaVersion: 1, personId: thread.personId };
    const put = (Item: Record<string, unknown>) =>
      documentClient.send(new PutCommand({ TableName: tableName(), Item }));
    await Promise.all([
      ...keys.map((key) =>
        put({ ...keyOf(key), entity: Entity.personKey, ...stamp }),
      ),
      put({
        ...threadMemberKey(thread.personId, member.createdAt, member.id),
        entity: Entity.threadMember,
        ...stamp,
        ...member,
      }),
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: personKey(thread.personId),
          UpdateExpression: thread.inquiryId
            ? 'SET entity = :entity, inquiryId = :inquiry'
            : 'SET entity = :entity',
          ExpressionAttributeValues: {
            ':entity': Entity.personKey,
            ...(thread.inquiryId && { ':inquiry': thread.inquiryId }),
          },
        }),
      ),
    ]);
    if (newPerson)
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: peopleCounterKey(),
          UpdateExpression: 'ADD #count :one SET entity = :entity',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':entity': Entity.counter },
        }),
      );
  },

  async members(personId) {
    const { Items = [] } = await queryItems({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :lead)',
      ExpressionAttributeValues: {
        ':pk': threadPartition(personId),
        ':lead': THREAD_MEMBER_PREFIX,
      },
      Limit: 100,
    });
    return Items.map(({ kind, id, createdAt }) => ({
      kind,
      id,
      createdAt,
    })) as ThreadMember[];
  },

  async count() {
    const item = await getItem({
      TableName: tableName(),
      Key: peopleCounterKey(),
    });
    return Math.max(0, Number(item?.count ?? 0));
  },
};
