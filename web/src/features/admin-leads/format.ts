import {
  formatDate,
  formatDollars,
  formatNumericDate,
} from '#shared/format/money-and-dates';

/** A lead's day in Australian time, e.g. "25 Nov 2026"; "—" when none. */
export const shortDate = formatDate;

/** A lead's day in Australian time in digits, e.g. "25/11/2026" (lists, CSV). */
export const localDate = formatNumericDate;

/** Whole dollars, e.g. 1234 → "$1,234"; "N/A" when there is no figure. */
export function dollars(value: number | null | undefined): string {
  return typeof value === 'number' ? formatDollars(value) : 'N/A';
}

/** A status for display: `in_progress` → "in progress". */
export const statusLabel = (status: string) => status.replace(/_/g, ' ');

/** A yearly figure in whole dollars, e.g. 250 → "$250/year"; else "N/A". */
export const perYear = (value: number | null | undefined) =>
  typeof value === 'number' ? `${dollars(value)}/year` : 'N/A';
