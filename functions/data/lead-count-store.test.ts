import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'lead-count-store-test';
const dynamo = mockClient(DynamoDBDocumentClient);
let store: typeof import('./lead-count-store.ts');
beforeAll(async () => {
  store = await import('./lead-count-store.ts');
});
beforeEach(() => dynamo.reset());

describe('leadsCreatedBetween', () => {
  it('reads the creation instant from each sort key, over every page', async () => {
    // Arrange
    dynamo
      .on(QueryCommand)
      .resolvesOnce({
        Items: [{ gsi1sk: '2026-11-20T01:00:00.000Z#01JA' }],
        LastEvaluatedKey: { pk: 'LEAD#01JA' },
      })
      .resolvesOnce({
        Items: [{ gsi1sk: '2026-11-21T02:00:00.000Z#01JB' }],
      });
    // Act
    const instants = await store.dynamoLeadCounts.createdBetween(
      'inquiry',
      '2026-11-18T00:00:00.000Z',
      '2026-11-25T00:00:00.000Z',
    );
    // Assert
    expect(instants).toEqual([
      '2026-11-20T01:00:00.000Z',
      '2026-11-21T02:00:00.000Z',
    ]);
    const calls = dynamo.commandCalls(QueryCommand);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'gsi1pk = :c AND gsi1sk BETWEEN :from AND :to',
      ProjectionExpression: 'gsi1sk',
      ExpressionAttributeValues: {
        ':c': 'LEADS#inquiry',
        ':from': '2026-11-18T00:00:00.000Z',
        ':to': '2026-11-25T00:00:00.000Z~',
      },
    });
    expect(calls[1]?.args[0].input.ExclusiveStartKey).toEqual({
      pk: 'LEAD#01JA',
    });
  });
});
