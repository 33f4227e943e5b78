/**
 * A retailer's monogram: the CDR publishes no logos, so each brand gets its
 * initials on one of the `--mark-*` colours of web/src/styles/tokens.css.
 * The same name always gives the same mark.
 */
export const markColourCount = 8;

/** Words that name the trade rather than the brand. */
const generic = new Set([
  'energy',
  'power',
  'electricity',
  'electric',
  'gas',
  'australia',
  'pty',
  'ltd',
  'limited',
  'the',
  'and',
]);

export interface RetailerMarkSpec {
  readonly initials: string;
  /** 1 to markColourCount: the `--mark-N` token to paint it with. */
  readonly colour: number;
}

const wordsOf = (name: string) =>
  name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);

function initialsOf(name: string): string {
  const words = wordsOf(name);
  const brand = words.filter((word) => !generic.has(word.toLowerCase()));
  const chosen = brand.length > 0 ? brand : words;
  const [first, second] = chosen;
  if (!first) return '?';
  // An acronym brand (AGL, EA) keeps its letters.
  if (chosen.length === 1 && first.length <= 3 && first === first.toUpperCase())
    return first;
  return `${first.charAt(0)}${second?.charAt(0) ?? ''}`.toUpperCase();
}

/** FNV-1a: a small, stable string hash, so colours never move between visits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function retailerMark(name: string): RetailerMarkSpec {
  const key = wordsOf(name).join(' ').toLowerCase();
  return {
    initials: initialsOf(name),
    colour: (hash(key) % markColourCount) + 1,
  };
}
