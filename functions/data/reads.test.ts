import { readdirSync, readFileSync } from 'node:fs';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'reads-test';
const dynamo = mockClient(DynamoDBDocumentClient);
let reads: typeof import('./reads.ts');
beforeAll(async () => {
  reads = await import('./reads.ts');
});
beforeEach(() => dynamo.reset());

const now = () => Math.floor(Date.now() / 1000);

describe('reads of items with a TTL', () => {
  it('treat an item past its expiresAt as absent, one without as live', () => {
    expect(reads.isLive({ expiresAt: now() - 1 })).toBe(false);
    expect(reads.isLive({ expiresAt: now() + 60 })).toBe(true);
    expect(reads.isLive({ pk: 'LEAD#1' })).toBe(true);
  });

  it('answer a get of an expired item with nothing', async () => {
    // Arrange
    dynamo.on(GetCommand).resolves({ Item: { pk: 'x', expiresAt: 1 } });
    // Act
    const item = await reads.getItem({ TableName: 't', Key: { pk: 'x' } });
    // Assert
    expect(item).toBeUndefined();
  });

  it('still fetch the TTL when a get projects other attributes', async () => {
    // Arrange
    dynamo.on(GetCommand).resolves({ Item: { version: 'a', expiresAt: 1 } });
    // Act
    const item = await reads.getItem({
      TableName: 't',
      Key: { pk: 'x' },
      ProjectionExpression: 'version',
    });
    // Assert
    expect(item).toBeUndefined();
    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({
      ProjectionExpression: 'version, #expiresAt',
      ExpressionAttributeNames: { '#expiresAt': 'expiresAt' },
    });
  });

  it('filter expired items out of a query on the server, keeping its own filter', async () => {
    // Arrange
    dynamo.on(QueryCommand).resolves({ Items: [] });
    // Act
    await reads.queryItems({
      TableName: 't',
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'entity = :e',
      ExpressionAttributeValues: { ':pk': 'P', ':e': 'Plan' },
    });
    // Assert
    const input = dynamo.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input?.FilterExpression).toBe(
      '(entity = :e) AND (attribute_not_exists(#expiresAt) OR #expiresAt > :liveNow)',
    );
    expect(input?.ExpressionAttributeValues).toMatchObject({
      ':pk': 'P',
      ':e': 'Plan',
      ':liveNow': expect.any(Number),
    });
  });

  it('drop expired items from a batch get', async () => {
    // Arrange
    dynamo.on(BatchGetCommand).resolves({
      Responses: { t: [{ sk: 'a' }, { sk: 'b', expiresAt: 1 }] },
    });
    // Act
    const { Responses } = await reads.batchGetItems({
      RequestItems: { t: { Keys: [{ pk: 'a' }, { pk: 'b' }] } },
    });
    // Assert
    expect(Responses?.t).toEqual([{ sk: 'a' }]);
  });

  it('are the only reads in the data layer (no module reads around them)', () => {
    const dir = new URL('.', import.meta.url);
    const readers = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => f !== 'reads.ts')
      .filter((f) =>
        /new (Get|Query|BatchGet|TransactGet|Scan)(Item)?Command\(/.test(
          readFileSync(new URL(f, dir), 'utf8'),
        ),
      );
    expect(readers).toEqual([]);
  });
});
