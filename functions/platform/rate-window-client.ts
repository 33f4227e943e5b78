import { keyedHash } from './hash-key.ts';

/**
 * What the table keeps of a client: an HMAC under the stage's secret hash
 * key (hash-key.ts) of the route, the window and the address, so the
 * stored value cannot be turned back into the address by hashing every
 * IPv4 address, and one window's value cannot be matched with another's.
 */
export const rateWindowClientId = (
  route: string,
  client: string,
  windowStart: number,
) => keyedHash('rate-window', `${route}#${windowStart}#${client}`);
