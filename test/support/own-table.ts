import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { table } from '#manifest/table';
import { localClientConfig } from '../../infra/local/aws.ts';
import { ensureTable } from '../../infra/local/table.ts';
import { pointAtStackTable } from './handler-env.ts';

/**
 * Points this test worker's data modules at a table of its own in the
 * test stack's DynamoDB Local, so a contract suite can start each test
 * from an empty table without touching what other suites stored. Call
 * before importing them.
 */
export async function pointAtOwnTable(name: string) {
  const TableName = `${name}-${process.pid}-${Date.now()}`;
  pointAtStackTable({ TABLE_NAME: TableName });
  const client = new DynamoDBClient(
    localClientConfig(inject('dynamoEndpoint')),
  );
  await ensureTable(client, TableName);
  const documents = DynamoDBDocumentClient.from(client);
  const keyOf = (item: Record<string, unknown>) => ({
    [table.partitionKey]: item[table.partitionKey],
    [table.sortKey]: item[table.sortKey],
  });
  return {
    /** Deletes every item, so the next test starts from an empty table. */
    async empty() {
      const { Items = [] } = await documents.send(
        new ScanCommand({ TableName, ConsistentRead: true }),
      );
      for (let at = 0; at < Items.length; at += 25) {
        const batch = Items.slice(at, at + 25);
        await documents.send(
          new BatchWriteCommand({
            RequestItems: {
              [TableName]: batch.map((item) => ({
                DeleteRequest: { Key: keyOf(item) },
              })),
            },
          }),
        );
      }
    },
    close: () => client.destroy(),
  };
}
