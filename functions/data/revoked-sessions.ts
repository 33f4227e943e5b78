import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { Entity, revokedSessionKey } from './keys.ts';
import { getItem } from './reads.ts';

/**
 * Records that a staff session was signed out: its access tokens are
 * refused until `expiresAt` (epoch seconds, the token's own expiry), when
 * TTL removes the record (AP-AUTH1).
 */
export async function revokeSession(
  tokenId: string,
  revokedAt: string,
  expiresAt: number,
): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...revokedSessionKey(tokenId),
        entity: Entity.revokedSession,
        schemaVersion: 1,
        revokedAt,
        expiresAt,
      },
    }),
  );
}

/** Whether a staff session was signed out (a consistent read: no lag). */
export async function isSessionRevoked(tokenId: string): Promise<boolean> {
  const item = await getItem({
    TableName: tableName(),
    Key: revokedSessionKey(tokenId),
    ConsistentRead: true,
  });
  return item?.entity === Entity.revokedSession;
}
