/** The saving a visitor starts from, in dollars a year. */
export const DEFAULT_THRESHOLD_DOLLARS = 50;

/**
 * A link from a price alert e-mail: the saved comparison's id (32 hex)
 * then 256 random bits (base64url); stored only as a hash. Apart from
 * the contracts so the link pages check it without loading zod.
 */
export const WATCH_TOKEN = /^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/;
