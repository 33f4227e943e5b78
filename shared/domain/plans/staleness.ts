/** Plan data is stale after more than 7 days (docs/product-rules.md, Staleness). */
export const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether a plan last updated at `lastUpdated` (ISO 8601) is stale at
 * `now` (epoch ms). An unreadable date counts as stale: we cannot vouch
 * for prices we cannot date.
 */
export function isStale(lastUpdated: string, now: number): boolean {
  const updated = Date.parse(lastUpdated);
  if (Number.isNaN(updated)) return true;
  return now - updated > STALE_AFTER_MS;
}
