const dollars0 = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});
const dollars2 = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
});
const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});
const date = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeZone: 'Australia/Sydney',
});

/** Whole dollars, as monthly estimates show. */
export const formatDollars = (value: number) => dollars0.format(value);
/** Dollars and cents, as rates and bills show. */
export const formatCents = (value: number) => dollars2.format(value);
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));
