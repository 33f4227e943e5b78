import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '#platform/config';

const { TABLE_NAME, DYNAMODB_ENDPOINT } = config('table');

/** The table every data module reads and writes. */
export const tableName = TABLE_NAME;

/** Created once per cold start and reused by warm invocations. */
export const dynamoClient = new DynamoDBClient(
  DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {},
);

export const documentClient = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true },
});
