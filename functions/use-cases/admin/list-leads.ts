import {
  ADMIN_PAGE_SIZE,
  type AdminLeadKind,
  type LeadPage,
  type ListQuery,
} from '#shared/contracts/admin';
import type { AdminLeadStore } from '../ports-admin.ts';

/**
 * One page of a lead kind for the admin lists, newest first; with a
 * search, one page of the matches over every record of the kind. The
 * totals come from the maintained counters, never from the page.
 */
export async function listAdminLeads(
  store: AdminLeadStore,
  kind: AdminLeadKind,
  query: ListQuery,
): Promise<LeadPage> {
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  const [page, counts, statusCounts] = await Promise.all([
    query.q
      ? store.searchLeads(kind, query.q, query.cursor, limit)
      : store.listLeads(kind, query.cursor, limit),
    store.leadCounts([kind]),
    store.leadStatusCounts(kind),
  ]);
  return { ...page, total: counts[kind] ?? 0, statusCounts };
}
