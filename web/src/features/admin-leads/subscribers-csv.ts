import type { AdminSubscription } from '#shared/contracts/admin-records';
import { toCsv } from '#shared/domain/csv';
import { displayStatus } from '#shared/domain/status-machines';
import { localDate } from './format';

export const SUBSCRIBERS_CSV_NAME = 'email_subscriptions.csv';

/** Case-insensitive match on e-mail or name. */
export function matchesSearch(row: AdminSubscription, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [row.email, row.name ?? ''].some((v) =>
    v.toLowerCase().includes(needle),
  );
}

/** The filtered list as CSV, formula-injection safe (shared/domain/csv). */
export function subscribersCsv(rows: readonly AdminSubscription[]): string {
  return toCsv(
    ['Email', 'Name', 'Status', 'Source', 'Subscribed Date'],
    rows.map((r) => [
      r.email,
      r.name ?? '',
      displayStatus('subscription', r.status),
      r.source ?? '',
      localDate(r.subscribedAt ?? r.createdAt),
    ]),
  );
}

/** Offers text as a file download. */
export function download(name: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(
    new Blob([text], { type: `${type};charset=utf-8` }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
