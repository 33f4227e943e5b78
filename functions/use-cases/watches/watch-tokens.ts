import { createHash, randomBytes } from 'node:crypto';

/** The first 32 characters of a link's token name its saved comparison. */
const ID_LENGTH = 32;

/**
 * A saved comparison's id: the same e-mail and comparison always give the
 * same id, so saving again updates the one record.
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
    (parts.network ?? '').toLowerCase(),
    parts.energyType,
    parts.customerType,
  ].join('\n');
  return createHash('sha256').update(key).digest('hex').slice(0, ID_LENGTH);
}

/** A new link token for a saved comparison: its id, then 256 random bits. */
export const newWatchToken = (watchId: string) =>
  `${watchId}${randomBytes(32).toString('base64url')}`;

/** Tokens are stored only as their SHA-256. */
export const hashWatchToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export const watchIdOfToken = (token: string) => token.slice(0, ID_LENGTH);
