const ordinalRules = new Intl.PluralRules('en-AU', { type: 'ordinal' });
const suffixes: Record<string, string> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
  other: 'th',
};

/** 1st, 2nd, 3rd, 4th, 11th, 21st… */
export const ordinal = (n: number) =>
  `${n}${suffixes[ordinalRules.select(n)] ?? 'th'}`;
