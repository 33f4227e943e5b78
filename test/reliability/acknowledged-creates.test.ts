import {
  CreateTableCommand,
  DeleteTableCommand,
  DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { followAcknowledgedCreates } from '../../infra/local/acknowledged-creates.ts';
import { localClientConfig } from '../../infra/local/aws.ts';

const table = `acknowledged-creates-${Date.now()}`;
const counterKey = { pk: 'COUNTER', sk: 'LEADS' };
const leadKey = (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' });
// The database as it is after dying: writes here are not followed.
const database = new DynamoDBClient(
  localClientConfig(inject('dynamoEndpoint')),
);
const databaseItems = DynamoDBDocumentClient.from(database);

const conditionalPut = (Item: Record<string, unknown>) => ({
  Put: {
    TableName: table,
    Item,
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * A lead-shaped create: the item, conditional on none, and a counter;
 * `guarded` adds an idempotency guard, conditional on none too.
 */
const create = (id: string, { guarded = false } = {}) =>
  new TransactWriteCommand({
    TransactItems: [
      conditionalPut({ ...leadKey(id), name: 'Priya' }),
      {
        Update: {
          TableName: table,
          Key: counterKey,
          UpdateExpression: 'ADD #n :one',
          ExpressionAttributeNames: { '#n': 'n' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      ...(guarded ? [conditionalPut({ pk: `GUARD#${id}`, sk: 'GUARD' })] : []),
    ],
  });

const deleteLead = (id: string) =>
  databaseItems.send(new DeleteCommand({ TableName: table, Key: leadKey(id) }));

/** What DynamoDB Local does when it loses an acknowledged create. */
async function lose(id: string) {
  await deleteLead(id);
  await databaseItems.send(
    new UpdateCommand({
      TableName: table,
      Key: counterKey,
      UpdateExpression: 'ADD #n :less',
      ExpressionAttributeNames: { '#n': 'n' },
      ExpressionAttributeValues: { ':less': -1 },
    }),
  );
}

const read = async (Key: Record<string, string>) =>
  (
    await databaseItems.send(
      new GetCommand({ TableName: table, Key, ConsistentRead: true }),
    )
  ).Item;

const stored = async (id: string) => (await read(leadKey(id))) !== undefined;

const count = async () => Number((await read(counterKey))?.n ?? 0);

/** A client of its own, followed as the local stack follows the handlers'. */
function followedClient() {
  const client = new DynamoDBClient(
    localClientConfig(inject('dynamoEndpoint')),
  );
  const followed = followAcknowledgedCreates(client);
  return { client, documents: DynamoDBDocumentClient.from(client), followed };
}

beforeAll(async () => {
  await database.send(
    new CreateTableCommand({
      TableName: table,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
    }),
  );
});

afterAll(async () => {
  await database.send(new DeleteTableCommand({ TableName: table }));
  database.destroy();
});

describe('creates the local database acknowledged and then lost', () => {
  it('are written again with their whole transaction once it is back', async () => {
    // Arrange
    const { client, documents, followed } = followedClient();
    const before = await count();
    await documents.send(create('lost'));
    await documents.send(create('kept'));
    await lose('lost');
    // Act
    const redone = await followed.redoLost(new Date());
    // Assert
    expect(redone).toBe(1);
    expect(await stored('lost')).toBe(true);
    expect(await stored('kept')).toBe(true);
    expect(await count()).toBe(before + 2);
    client.destroy();
  });

  it('are not brought back when a later write deleted them', async () => {
    // Arrange
    const { client, documents, followed } = followedClient();
    await documents.send(create('deleted'));
    await documents.send(
      new DeleteCommand({ TableName: table, Key: leadKey('deleted') }),
    );
    // Act
    const redone = await followed.redoLost(new Date());
    // Assert
    expect(redone).toBe(0);
    expect(await stored('deleted')).toBe(false);
    client.destroy();
  });

  it('are not brought back when a later batch write deleted them', async () => {
    // Arrange
    const { client, documents, followed } = followedClient();
    await documents.send(create('batched'));
    await documents.send(
      new BatchWriteCommand({
        RequestItems: {
          [table]: [{ DeleteRequest: { Key: leadKey('batched') } }],
        },
      }),
    );
    // Act
    const redone = await followed.redoLost(new Date());
    // Assert
    expect(redone).toBe(0);
    expect(await stored('batched')).toBe(false);
    client.destroy();
  });

  it('go on past one whose transaction is refused when written again', async () => {
    // Arrange: a create with a guard item; only its lead is gone, so its
    // guard's condition refuses the redo. The next lost create is whole.
    const { client, documents, followed } = followedClient();
    await documents.send(create('guarded', { guarded: true }));
    await documents.send(create('after-refused'));
    await deleteLead('guarded');
    await lose('after-refused');
    // Act
    const redone = await followed.redoLost(new Date());
    // Assert
    expect(redone).toBe(1);
    expect(await stored('guarded')).toBe(false);
    expect(await stored('after-refused')).toBe(true);
    client.destroy();
  });

  it('are left alone when acknowledged after the database died', async () => {
    // Arrange
    const { client, documents, followed } = followedClient();
    const diedAt = new Date(Date.now() - 1);
    await documents.send(create('after'));
    await lose('after');
    // Act
    const redone = await followed.redoLost(diedAt);
    // Assert
    expect(redone).toBe(0);
    expect(await stored('after')).toBe(false);
    client.destroy();
  });
});
