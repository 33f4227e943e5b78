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

/** A state or territory a postcode can belong to. */
export type StateOfPostcode = Exclude<AustralianState, 'Unknown'>;

const POSTCODE_STATES: ReadonlyArray<
  readonly [number, number, StateOfPostcode]
> = [
  [200, 299, 'ACT'],
  [800, 999, 'NT'],
  [2600, 2618, 'ACT'],
  [2900, 2920, 'ACT'],
  [1000, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [8000, 8999, 'VIC'],
  [4000, 4999, 'QLD'],
  [9000, 9999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
];

/**
 * The state a postcode really belongs to (Canberra included): the one
 * postcode-to-state function. Plans are matched by it (`marketOfRequest`),
 * and the state badge shows it by its own ranges (`stateForPostcode`).
 */
export function stateOfPostcode(postcode: string): StateOfPostcode | undefined {
  if (!/^\d{4}$/.test(postcode)) return undefined;
  const value = Number(postcode);
  return POSTCODE_STATES.find(
    ([from, to]) => value >= from && value <= to,
  )?.[2];
}

/** The badge's ranges, 0800-7999, end to end: outside them it shows Unknown. */
const BADGE_FIRST = 800;
const BADGE_LAST = 7999;

/**
 * The state badge for a postcode (docs/product-rules.md, Postcodes and
 * states): its state from `stateOfPostcode`, shown by the badge's fixed
 * ranges. NSW's 1000-2999 is tried before ACT's, so every Canberra postcode
 * shows NSW, and a postcode outside 0800-7999, not exactly four digits
 * (spaces around it ignored) or of no state is `'Unknown'`.
 */
export function stateForPostcode(postcode: string): AustralianState {
  const trimmed = postcode.trim();
  const state = stateOfPostcode(trimmed);
  const value = Number(trimmed);
  if (!state || value < BADGE_FIRST || value > BADGE_LAST) return 'Unknown';
  // NSW before ACT: the badge keeps this long-standing behaviour.
  return state === 'ACT' ? 'NSW' : state;
}
