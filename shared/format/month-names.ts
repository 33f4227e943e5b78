/**
 * Month names, January first, as the product prints them. Apart from the
 * formatters, which every page loads, since only charts and tables use them.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Their three-letter forms, for chart axes. */
export const MONTH_ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3));
