/**
 * Retailers spell the same distribution network several ways ("CitiPower"
 * and "Citipower", "ActewAGL Distribution" for Evoenergy). One network must
 * have one id, or a visitor is asked to choose between two spellings of it.
 */

/** A distribution network as the product knows it. */
export interface CanonicalNetwork {
  /** Stable id, e.g. `citipower`; used in partition keys and requests. */
  readonly id: string;
  /** How the product names it to visitors. */
  readonly name: string;
}

// Known networks: the canonical name, then other spellings seen in
// published plans (former names included). Spellings are compared after
// `spellingKey`, so case, spacing and punctuation need no entry here.
const KNOWN_NETWORKS: ReadonlyArray<readonly [string, ...string[]]> = [
  ['Ausgrid'],
  ['Endeavour Energy', 'Endeavour', 'Integral Energy'],
  ['Essential Energy', 'Country Energy'],
  ['Evoenergy', 'ActewAGL Distribution', 'ActewAGL', 'Evo Energy'],
  ['CitiPower', 'Citi Power'],
  ['Powercor', 'Powercor Australia'],
  ['Jemena', 'Jemena Electricity Networks', 'Jemena Electricity'],
  ['United Energy', 'United Energy Distribution'],
  [
    'AusNet Services',
    'AusNet',
    'AusNet Electricity Services',
    'AusNet Services (electricity)',
    'SP AusNet',
  ],
  ['Energex', 'Energex Limited'],
  ['Ergon Energy', 'Ergon', 'Ergon Energy Network'],
  [
    'SA Power Networks',
    'SAPN',
    'South Australia Power Networks',
    'ETSA Utilities',
  ],
  ['TasNetworks', 'Tas Networks', 'Aurora Energy Distribution'],
  ['Western Power'],
  ['Horizon Power'],
  ['Power and Water', 'Power and Water Corporation', 'PWC'],
  ['Multinet', 'Multinet Gas', 'Multinet Gas Networks'],
  ['AusNet Services (gas)', 'AusNet Gas Services', 'AusNet Gas'],
  ['Australian Gas Networks', 'AGN'],
  ['Jemena Gas Networks', 'Jemena Gas Networks (NSW)'],
];

const CORPORATE_SUFFIX = /\b(pty|ltd|limited|inc|corporation)\b/g;

/** Case, spacing, punctuation and corporate suffixes do not tell networks apart. */
export function spellingKey(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9()]+/g, ' ')
    .replace(CORPORATE_SUFFIX, ' ')
    .replace(/[^a-z0-9]+/g, '');
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const BY_SPELLING = new Map<string, CanonicalNetwork>();
for (const [name, ...aliases] of KNOWN_NETWORKS) {
  const network = { id: slug(name), name };
  for (const spelling of [name, ...aliases])
    BY_SPELLING.set(spellingKey(spelling), network);
}

/**
 * The one network a published distributor name means. Unknown names still
 * get one id per spelling key, so two spellings of an unknown network that
 * differ only in case or punctuation are one network too.
 */
export function canonicalNetwork(name: string): CanonicalNetwork {
  const key = spellingKey(name);
  const known = BY_SPELLING.get(key);
  if (known) return known;
  return { id: key || 'unknown', name: name.trim().replace(/\s+/g, ' ') };
}

/** The canonical names of a plan's networks, without repeats, in order. */
export function canonicalNetworkNames(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => canonicalNetwork(n).name))];
}
