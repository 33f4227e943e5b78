import { allLeads } from '#data/lead-search';
import type { ExportQuery } from '#shared/contracts/admin';
import { subscribersCsv } from '#shared/domain/subscribers-csv';

/**
 * Every subscriber matching the search (all of them without one) as CSV,
 * read a Query page at a time over the whole collection (AP-A8 in
 * docs/data-model.md, which also gives the size limit of one response).
 */
export async function exportSubscribers(query: ExportQuery): Promise<string> {
  const rows = [];
  for await (const row of allLeads('subscription', query.q ?? '')) {
    rows.push(row);
  }
  return subscribersCsv(rows);
}
