/** Where the product means Australian time (docs/product-rules.md, "Dates and times"). */
export const AUSTRALIAN_TIME_ZONE = 'Australia/Sydney';

// Made on first use: building it costs a few milliseconds at start-up.
let dateTime: Intl.DateTimeFormat | undefined;

/** An instant as a Sydney date and time: "25 Nov 2026, 9:30 am". */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: AUSTRALIAN_TIME_ZONE,
  });
  return dateTime.format(new Date(iso));
}
