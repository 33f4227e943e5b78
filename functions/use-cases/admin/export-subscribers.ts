import type { ExportQuery } from '#shared/contracts/admin';
import { subscribersCsv } from '#shared/domain/subscribers-csv';
import type { AdminLeadStore } from '../ports-admin.ts';

/**
 * Every subscriber matching the search (all of them without one) as CSV,
 * read a Query page at a time over the whole collection (AP-A8 in
 * docs/data-model.md, which also gives the size limit of one response).
 */
export async function exportSubscribers(
  store: Pick<AdminLeadStore, 'allLeads'>,
  query: ExportQuery,
): Promise<string> {
  const rows = [];
  for await (const row of store.allLeads('subscription', query.q ?? '')) {
    rows.push(row);
  }
  return subscribersCsv(rows);
}
