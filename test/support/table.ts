import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { type LeadKind, leadCounterKey } from '#data/keys';
import { localClientConfig } from '../../infra/local/aws.ts';

/** Direct access to the test stack's table, to check what was stored. */
export function tableClient() {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const TableName = inject('tableName');
  const get = async (key: Record<string, string>) =>
    (
      await client.send(
        new GetCommand({ TableName, Key: key, ConsistentRead: true }),
      )
    ).Item;
  return {
    get,
    /** The maintained count of one lead kind (0 before the first lead). */
    leadCount: async (kind: LeadKind) =>
      Number((await get(leadCounterKey(kind)))?.count ?? 0),
    put: async (item: Record<string, unknown>) => {
      await client.send(new PutCommand({ TableName, Item: item }));
    },
    close: () => client.destroy(),
  };
}
