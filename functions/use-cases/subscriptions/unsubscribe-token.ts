import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable link token: 256 random bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a table read reveals none. */
export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** The unsubscribe link's token (the confirmation link's is alike). */
export const newUnsubscribeToken = newLinkToken;
export const hashUnsubscribeToken = hashLinkToken;
