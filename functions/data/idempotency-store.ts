import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { dynamoClient, tableName } from './client.ts';
import { IDEMPOTENCY_RECORDS } from './keys.ts';

/**
 * Powertools idempotency records, kept in the single table under one
 * partition and removed by the table's TTL. One store per consumer: the
 * store carries its consumer's key prefix.
 */
export const createIdempotencyStore = () =>
  new DynamoDBPersistenceLayer({
    tableName: tableName(),
    awsSdkV3Client: dynamoClient,
    keyAttr: 'pk',
    sortKeyAttr: 'sk',
    staticPkValue: IDEMPOTENCY_RECORDS,
    expiryAttr: 'expiresAt',
  });
