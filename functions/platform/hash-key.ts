import { createHmac } from 'node:crypto';
import { config } from './config.ts';
import { rotatingSecret } from './rotating-secret.ts';

const hashKeys = rotatingSecret(() => {
  const hashing = config('hashing');
  return { value: hashing.HASH_KEY, arn: hashing.HASH_KEY_ARN };
});

/**
 * HMAC-SHA256 of a value under the stage's secret hash key, for personal
 * data the table keys things by (a client's address, an e-mail address):
 * without the key, a stored hash cannot be matched to an address by
 * hashing every candidate. `purpose` keeps one use's hashes apart from
 * another's. A rotated key gives new hashes from then on
 * (docs/security.md).
 */
export async function keyedHash(
  purpose: string,
  value: string,
): Promise<string> {
  const [key] = await hashKeys();
  return createHmac('sha256', key ?? '')
    .update(`${purpose}\n${value}`)
    .digest('base64url')
    .slice(0, 32);
}
