/** Australian states and territories, plus the fallback. */
export type AustralianState =
  | 'NSW'
  | 'VIC'
  | 'QLD'
  | 'SA'
  | 'WA'
  | 'TAS'
  | 'NT'
  | 'ACT'
  | 'Unknown';

/** Longest postcode the forms accept. */
export const POSTCODE_MAX_LENGTH = 4;

/** Postcode length at which comparing becomes possible. */
export const POSTCODE_MIN_COMPARE_LENGTH = 4;

const RANGES: ReadonlyArray<readonly [number, number, AustralianState]> = [
  // NSW is tested before ACT, so 2600-2699 resolves to NSW: the badge keeps
  // this long-standing behaviour (docs/product-rules.md).
  [1000, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [4000, 4999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
  [800, 999, 'NT'],
  [2600, 2699, 'ACT'],
];

/**
 * Derives the state badge for a postcode by fixed 4-digit ranges
 * (docs/product-rules.md, Postcodes and states).
 * Anything that is not exactly four digits, or falls outside every range,
 * is `'Unknown'`.
 */
export function stateForPostcode(postcode: string): AustralianState {
  const trimmed = postcode.trim();
  if (!/^\d{4}$/.test(trimmed)) return 'Unknown';
  const value = Number(trimmed);
  const match = RANGES.find(([from, to]) => value >= from && value <= to);
  return match ? match[2] : 'Unknown';
}
