import {
  type AttributeValue,
  type BatchWriteItemCommandInput,
  type DynamoDBClient,
  GetItemCommand,
  TransactWriteItemsCommand,
  type TransactWriteItemsCommandInput,
} from '@aws-sdk/client-dynamodb';
import { table } from '#manifest/table';

/**
 * DynamoDB Local can acknowledge a write and still lose it when it is
 * stopped (docs/reliability.md). Creates acknowledged this long before it
 * died are checked once it is back.
 */
const KEPT_MS = 60_000;

type Items = NonNullable<TransactWriteItemsCommandInput['TransactItems']>;
type Key = Record<string, AttributeValue>;

interface AcknowledgedCreate {
  readonly at: number;
  readonly table: string;
  /** The created item, as sent. */
  readonly item: Key;
  readonly items: Items;
}

export interface AcknowledgedCreates {
  /**
   * Writes again every create acknowledged in the minute before `diedAt`
   * whose item is not in the table, with the rest of its transaction;
   * logs and returns how many. Never rejects: a create it cannot write
   * again is logged and the rest still go.
   */
  redoLost(diedAt: Date): Promise<number>;
}

/** A write that creates one item: its first Put is conditional on no item. */
function createdBy(items: Items) {
  const put = items[0]?.Put;
  if (!put?.TableName || !put.Item) return undefined;
  if (!/^attribute_not_exists\(/.test(put.ConditionExpression ?? ''))
    return undefined;
  return { table: put.TableName, item: put.Item };
}

/** The transaction items a write command sent, if it is one we follow. */
function itemsOf(commandName: string, input: unknown): Items {
  if (commandName === 'TransactWriteItemsCommand')
    return (input as TransactWriteItemsCommandInput).TransactItems ?? [];
  if (commandName === 'PutItemCommand') return [{ Put: input as never }];
  if (commandName === 'DeleteItemCommand') return [{ Delete: input as never }];
  if (commandName === 'BatchWriteItemCommand')
    return batchDeletes(input as BatchWriteItemCommandInput);
  return [];
}

/** A batch write's deletes, as transaction items (its puts create nothing conditionally). */
function batchDeletes({
  RequestItems = {},
}: BatchWriteItemCommandInput): Items {
  return Object.entries(RequestItems).flatMap(([TableName, requests]) =>
    requests.flatMap((request) =>
      request.DeleteRequest?.Key
        ? [{ Delete: { TableName, Key: request.DeleteRequest.Key } }]
        : [],
    ),
  );
}

const sameKey = (key: Key, item: Key) =>
  Object.entries(key).every(
    ([name, value]) => JSON.stringify(item[name]) === JSON.stringify(value),
  );

/** An item's key, by the table's declared key names. */
const keyOf = (item: Key): Key =>
  Object.fromEntries(
    [table.partitionKey, table.sortKey].flatMap((name) =>
      item[name] ? [[name, item[name]]] : [],
    ),
  );

/** Writes one lost create again if its item is still missing; whether it did. */
async function redo(client: DynamoDBClient, create: AcknowledgedCreate) {
  const { Item } = await client.send(
    new GetItemCommand({
      TableName: create.table,
      Key: keyOf(create.item),
      ConsistentRead: true,
    }),
  );
  if (Item) return false;
  // Lost with its whole transaction: the conditions hold again.
  await client.send(
    new TransactWriteItemsCommand({ TransactItems: create.items }),
  );
  return true;
}

/**
 * Follows every write `client` gets acknowledged, keeping the creates of
 * the last minute (a delete, single, in a transaction or in a batch,
 * forgets the create it undoes), so that what
 * DynamoDB Local lost when it died can be written again.
 */
export function followAcknowledgedCreates(
  client: DynamoDBClient,
): AcknowledgedCreates {
  let kept: AcknowledgedCreate[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const now = Date.now();
      const items = itemsOf(context.commandName ?? '', args.input);
      const deleted = items.flatMap((i) => (i.Delete?.Key ? [i.Delete] : []));
      kept = kept.filter(
        (create) =>
          now - create.at < KEPT_MS &&
          !deleted.some(
            (d) =>
              d.TableName === create.table && sameKey(d.Key ?? {}, create.item),
          ),
      );
      const created = createdBy(items);
      if (created) kept.push({ at: now, ...created, items });
      return result;
    },
    // After the document client has marshalled; around its retries. A
    // stack started again in the same process follows afresh.
    { step: 'build', name: 'followAcknowledgedCreates', override: true },
  );

  return {
    async redoLost(diedAt) {
      const from = diedAt.getTime() - KEPT_MS;
      const due = kept.filter((c) => c.at >= from && c.at <= diedAt.getTime());
      let redone = 0;
      for (const create of due) {
        try {
          if (await redo(client, create)) redone++;
        } catch (error) {
          // Written again meanwhile (a retried form): the others still go.
          console.error(
            `[dynamodb] a lost create was not written again: ${String(error)}`,
          );
        }
      }
      if (redone)
        console.error(
          `[dynamodb] wrote again ${redone} acknowledged create(s) it lost`,
        );
      return redone;
    },
  };
}
