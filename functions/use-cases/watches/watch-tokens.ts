import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { canonicalNetwork } from '#shared/domain/network-names';

/** A link token starts with its own random id (32 hex), which finds it. */
const TOKEN_ID_LENGTH = 32;

/**
 * A saved comparison's id: the same e-mail and market always give the
 * same id, so saving again finds the one record. The market is the one
 * the pricing resolved (the network the postcode's plans are on, in its
 * canonical spelling), so naming the postcode's only network or leaving
 * it out is the same comparison. The id stays in the table: no link
 * carries it.
 */
export function watchIdOf(parts: {
  email: string;
  postcode: string;
  network: string | null;
  energyType: string;
  customerType: string;
}): string {
  const key = [
    parts.email.toLowerCase(),
    parts.postcode,
    parts.network ? canonicalNetwork(parts.network).id : '',
    parts.energyType,
    parts.customerType,
  ].join('\n');
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

/** Tokens are stored only as their SHA-256. */
export const hashWatchToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/**
 * A new link token: 128 random bits naming it, then 256 random bits;
 * nothing in it comes from the address or the comparison.
 */
export function newWatchToken() {
  const tokenId = randomBytes(16).toString('hex');
  const token = `${tokenId}${randomBytes(32).toString('base64url')}`;
  return { token, tokenId, tokenHash: hashWatchToken(token) };
}

export const tokenIdOf = (token: string) => token.slice(0, TOKEN_ID_LENGTH);

/** Whether `token` is the one stored as `storedHash`, in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashWatchToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === given.length && timingSafeEqual(given, stored);
}
