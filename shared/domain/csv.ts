/** Characters that make a spreadsheet treat a cell as a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes one value safe for a spreadsheet: a leading formula character gets
 * a `'` so Excel, Sheets and LibreOffice show it as text (OWASP CSV
 * injection), then the RFC 4180 quoting applies.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim()
    ? `"${safe.replace(/"/g, '""')}"`
    : safe;
}

/** A CSV document: a header row, then one row per record, CRLF-separated. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
