import { toCsv } from './csv.ts';
import { displayStatus } from './status-machines.ts';

export const SUBSCRIBERS_CSV_NAME = 'email_subscriptions.csv';

const HEADER = ['Email', 'Name', 'Status', 'Source', 'Subscribed Date'];

/** What an export reads of a stored subscriber. */
export interface SubscriberRow {
  readonly email?: unknown;
  readonly name?: unknown;
  readonly status?: unknown;
  readonly source?: unknown;
  readonly subscribedAt?: unknown;
  readonly createdAt?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The date in Australia (the service's market), day first: 24/11/2026. */
export function australianDate(iso: unknown): string {
  const time = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(time);
}

/** Subscribers as CSV, formula-injection safe (shared/domain/csv). */
export function subscribersCsv(rows: Iterable<SubscriberRow>): string {
  return toCsv(
    HEADER,
    Array.from(rows, (r) => [
      text(r.email),
      text(r.name),
      displayStatus('subscription', r.status),
      text(r.source),
      australianDate(r.subscribedAt ?? r.createdAt),
    ]),
  );
}
