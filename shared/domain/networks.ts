import type { StateOfPostcode as State } from './postcode.ts';

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
