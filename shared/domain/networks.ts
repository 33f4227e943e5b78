import type { AustralianState } from './postcode.ts';

type State = Exclude<AustralianState, 'Unknown'>;

// Order matters: the more specific names come first (Jemena's NSW gas
// network before Jemena's Victorian electricity network).
const NETWORK_STATES: ReadonlyArray<readonly [RegExp, State]> = [
  [/jemena (gas|coastal)|central ranges|nsw gas/i, 'NSW'],
  [/evoenergy|actew|act gas/i, 'ACT'],
  [/ausgrid|endeavour|essential energy/i, 'NSW'],
  [/citipower|powercor|jemena|united energy|ausnet|multinet|vic/i, 'VIC'],
  [/tasnetworks|tas gas|aurora/i, 'TAS'],
  [/sa power|sapn|\bsa\b|south australia/i, 'SA'],
  [/energex|ergon|allgas|qld|queensland/i, 'QLD'],
  [/power and water|\bnt\b|northern territory/i, 'NT'],
  [/western power|horizon|atco|\bwa\b/i, 'WA'],
];

/**
 * The state a distribution network (as the CDR spells it) serves, or
 * undefined for a name we do not recognise.
 */
export function stateOfNetwork(name: string): State | undefined {
  return NETWORK_STATES.find(([pattern]) => pattern.test(name))?.[1];
}

const POSTCODE_STATES: ReadonlyArray<readonly [number, number, State]> = [
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
 * The state a postcode really belongs to (Canberra included), used to
 * match plans. The badge keeps the NSW-before-ACT rule instead.
 */
export function stateOfPostcode(postcode: string): State | undefined {
  if (!/^\d{4}$/.test(postcode)) return undefined;
  const value = Number(postcode);
  return POSTCODE_STATES.find(
    ([from, to]) => value >= from && value <= to,
  )?.[2];
}
