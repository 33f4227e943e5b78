import { tableName } from './client.ts';
import { entityPut, writeItems } from './conditional-write.ts';
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
  await writeItems([
    entityPut({
      key: revokedSessionKey(tokenId),
      entity: Entity.revokedSession,
      attributes: { revokedAt, expiresAt },
    }),
  ]);
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
