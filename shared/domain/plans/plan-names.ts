/** Words retailers add or drop in their names without meaning another. */
const NOISE = new Set([
  'energy',
  'the',
  'pty',
  'ltd',
  'limited',
  'australia',
  'plan',
]);

/**
 * A name reduced to its words: case, accents, punctuation, "&" and the
 * retailer noise words set aside, so "Origin Energy Go Variable" and
 * "origin go-variable" meet.
 */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .split(' ')
    .filter((word) => word && !NOISE.has(word));
}

/** Same retailer, however the name is written. */
export function sameRetailer(a: string, b: string): boolean {
  const left = nameWords(a).join(' ');
  return left !== '' && left === nameWords(b).join(' ');
}

/** True when every word searched for starts a word of the name. */
export function nameMatches(name: string, search: string): boolean {
  const words = nameWords(name);
  return nameWords(search).every((sought) =>
    words.some((word) => word.startsWith(sought)),
  );
}

const phrase = (name: string) => ` ${nameWords(name).join(' ')} `;

/** The first of `names` whose words appear together in `text`, if any. */
export function nameFoundIn<N extends string>(
  text: string,
  names: readonly N[],
): N | undefined {
  const haystack = phrase(text);
  // Longest first: "Origin Go Variable Saver" before "Origin Go Variable".
  return [...names]
    .filter((name) => phrase(name).trim() !== '')
    .sort((a, b) => phrase(b).length - phrase(a).length)
    .find((name) => haystack.includes(phrase(name)));
}
