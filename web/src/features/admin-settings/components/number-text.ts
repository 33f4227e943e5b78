/** A number field's value: empty stays empty (NaN), never 0. */
export const numberOf = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text);

/** What a number field shows: nothing for NaN. */
export const numberText = (value: number) =>
  Number.isNaN(value) ? '' : String(value);
