/** A number as bills print it: "1,234", "1234.5". */
export const NUMBER = '(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)';
/** kWh as a quantity, not a rate ("c/kWh") or a daily average ("kWh/day"). */
export const KWH = `${NUMBER}\\s*kwh(?![a-z/]|\\s*(?:per|a|each)\\s+day)`;

/** "1,234.5" → 1234.5. */
export const toNumber = (text: string) => Number(text.replace(/,/g, ''));
