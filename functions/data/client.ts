import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '#platform/config';

const { TABLE_NAME, DYNAMODB_ENDPOINT } = config('table');

/** The table every data module reads and writes. */
export const tableName = TABLE_NAME;

/**
 * Created once per cold start and reused by warm invocations. Each attempt
 * has a deadline, so both attempts end inside the 10 s function budget and
 * a stuck database answers 503 instead of a timeout.
 */
export const dynamoClient = new DynamoDBClient({
  ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_500 },
});

export const documentClient = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true },
});
