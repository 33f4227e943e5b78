import {
  BatchGetCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  GetCommand,
  type GetCommandInput,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { fromItem } from './items.ts';

/**
 * Every read of the table goes through here. DynamoDB deletes items past
 * their TTL lazily (up to days later), so an item whose `expiresAt` has
 * passed is treated as absent by every get, query, count and batch.
 */

/** The table's TTL attribute (functions/manifest/table.ts), epoch seconds. */
export const EXPIRES_AT = 'expiresAt';

/** True for an item without a TTL or one still in the future. */
export const LIVE_CONDITION =
  '(attribute_not_exists(#expiresAt) OR #expiresAt > :liveNow)';

/** Epoch seconds now, as TTL compares them. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

type Item = Record<string, unknown>;

export const isLive = (item: Item, now = nowSeconds()) =>
  typeof item[EXPIRES_AT] !== 'number' || (item[EXPIRES_AT] as number) > now;

/** Names and values that LIVE_CONDITION needs, merged into an input's. */
export const liveExpression = <
  T extends {
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  },
>(
  input: T,
  now = nowSeconds(),
) => ({
  ExpressionAttributeNames: {
    ...input.ExpressionAttributeNames,
    '#expiresAt': EXPIRES_AT,
  },
  ExpressionAttributeValues: {
    ...input.ExpressionAttributeValues,
    ':liveNow': now,
  },
});

/** One item by key, or undefined when there is none or it has expired. */
export async function getItem(
  input: GetCommandInput,
): Promise<Item | undefined> {
  // A projection must still bring the TTL back to be checked.
  const projected = input.ProjectionExpression
    ? {
        ProjectionExpression: `${input.ProjectionExpression}, #expiresAt`,
        ExpressionAttributeNames: {
          ...input.ExpressionAttributeNames,
          '#expiresAt': EXPIRES_AT,
        },
      }
    : {};
  const { Item } = await documentClient.send(
    new GetCommand({ ...input, ...projected }),
  );
  return Item && isLive(Item) ? Item : undefined;
}

/**
 * The record of one entity by key (keys and bookkeeping removed), or
 * undefined when there is none, it has expired or it is another entity.
 */
export async function getEntity<T>(
  key: { readonly pk: string; readonly sk: string },
  entity: string,
  options: { readonly consistent?: boolean } = {},
): Promise<T | undefined> {
  const item = await getItem({
    TableName: tableName(),
    Key: key,
    ...(options.consistent && { ConsistentRead: true }),
  });
  return item?.entity === entity ? fromItem<T>(item) : undefined;
}

/**
 * A Query whose filter drops expired items on the server, so pages,
 * `Select: 'COUNT'` and the cursor all agree. (A page may come back
 * short of `Limit` with a cursor: filters run after the limit.)
 */
export function queryItems(
  input: QueryCommandInput,
): Promise<QueryCommandOutput> {
  const filter = input.FilterExpression
    ? `(${input.FilterExpression}) AND ${LIVE_CONDITION}`
    : LIVE_CONDITION;
  return documentClient.send(
    new QueryCommand({
      ...input,
      FilterExpression: filter,
      ...liveExpression(input),
    }),
  );
}

/** A BatchGet whose responses hold only live items. */
export async function batchGetItems(
  input: BatchGetCommandInput,
): Promise<BatchGetCommandOutput> {
  const output = await documentClient.send(new BatchGetCommand(input));
  const now = nowSeconds();
  const responses = Object.fromEntries(
    Object.entries(output.Responses ?? {}).map(([table, items]) => [
      table,
      items.filter((item) => isLive(item, now)),
    ]),
  );
  return { ...output, Responses: responses };
}
