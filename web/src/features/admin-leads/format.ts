/** Abbreviated month, two-digit day, year (callbacks, inquiries). */
export function shortDate(iso: string | undefined | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-AU', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  });
}

/** The visitor's local date (elsewhere in the admin). */
export function localDate(iso: string | undefined | null): string {
  return iso ? new Date(iso).toLocaleDateString() : '—';
}

/** Whole dollars, e.g. 1234 → "$1,234". */
export function dollars(value: number | null | undefined): string {
  return typeof value === 'number'
    ? value.toLocaleString('en-AU', {
        style: 'currency',
        currency: 'AUD',
        maximumFractionDigits: 0,
      })
    : 'N/A';
}

/** A status for display: `in_progress` → "in progress". */
export const statusLabel = (status: string) => status.replace(/_/g, ' ');

/** A yearly figure in whole dollars, e.g. 250 → "$250/year"; else "N/A". */
export const perYear = (value: number | null | undefined) =>
  typeof value === 'number' ? `${dollars(value)}/year` : 'N/A';
