import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { Entity, rateWindowKey } from './keys.ts';

export interface RateWindowHit {
  readonly route: string;
  readonly client: string;
  /** Start of the fixed window, epoch seconds. */
  readonly windowStart: number;
  readonly windowSeconds: number;
}

/**
 * Counts one submission in its window (one atomic ADD) and returns the
 * count so far. The item expires by TTL a window after it closes.
 */
export async function hitRateWindow(hit: RateWindowHit): Promise<number> {
  const { route, client, windowStart, windowSeconds } = hit;
  const result = await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: rateWindowKey(route, client, windowStart),
      UpdateExpression:
        'ADD hits :one SET entity = :entity, expiresAt = :expiresAt',
      ExpressionAttributeValues: {
        ':one': 1,
        ':entity': Entity.rateWindow,
        ':expiresAt': windowStart + 2 * windowSeconds,
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.hits ?? 1);
}
