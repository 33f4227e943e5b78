import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { Entity, rateWindowKey } from './keys.ts';
import { EXPIRES_AT, LIVE_CONDITION } from './reads.ts';

export interface RateWindowHit {
  readonly route: string;
  /** The client's address (personal data): hashed before it is stored. */
  readonly client: string;
  /** Start of the fixed window, epoch seconds. */
  readonly windowStart: number;
  readonly windowSeconds: number;
  /** Epoch seconds now. */
  readonly now: number;
}

/**
 * What the table keeps of a client: a hash salted with the route and the
 * window, so the stored value is not the address and one window's hash
 * cannot be matched with another's.
 */
export const rateWindowClientId = (
  route: string,
  client: string,
  windowStart: number,
) =>
  createHash('sha256')
    .update(`${route}#${windowStart}#${client}`)
    .digest('base64url')
    .slice(0, 32);

/**
 * Counts one submission in its window (one atomic ADD) and returns the
 * count so far. The item expires by TTL a window after it closes; one
 * already expired but not yet deleted counts as empty.
 */
export async function hitRateWindow(hit: RateWindowHit): Promise<number> {
  const { route, client, windowStart, windowSeconds, now } = hit;
  const key = rateWindowKey(
    route,
    rateWindowClientId(route, client, windowStart),
    windowStart,
  );
  const values = {
    ':one': 1,
    ':entity': Entity.rateWindow,
    ':expiresAt': windowStart + 2 * windowSeconds,
    ':liveNow': now,
  };
  const send = (reset: boolean) =>
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: reset
          ? 'SET hits = :one, entity = :entity, #expiresAt = :expiresAt'
          : 'ADD hits :one SET entity = :entity, #expiresAt = :expiresAt',
        ConditionExpression: reset ? `NOT ${LIVE_CONDITION}` : LIVE_CONDITION,
        ExpressionAttributeNames: { '#expiresAt': EXPIRES_AT },
        ExpressionAttributeValues: values,
        ReturnValues: 'UPDATED_NEW',
      }),
    );
  // An expired window is reset; a racing caller may have reset it first.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await send(attempt % 2 === 1);
      return Number(result.Attributes?.hits ?? 1);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || attempt >= 3)
        throw error;
    }
  }
}
