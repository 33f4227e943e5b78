import {
  ADMIN_PAGE_SIZE,
  type AdminLeadKind,
  type LeadPage,
  type ListQuery,
} from '#shared/contracts/admin';
import type { AdminLeadStore } from '../ports-admin.ts';

/**
 * One page of a lead kind for the admin lists: all of it or one status,
 * newest first unless asked otherwise; with a search, one page of the
 * matches. The totals come from the maintained counters, never from the
 * page.
 */
export async function listAdminLeads(
  store: AdminLeadStore,
  kind: AdminLeadKind,
  query: ListQuery,
): Promise<LeadPage> {
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  const [page, counts, statusCounts] = await Promise.all([
    store.queueLeads(kind, {
      status: query.status,
      sort: query.sort ?? 'newest',
      q: query.q ?? '',
      cursor: query.cursor,
      limit,
    }),
    store.leadCounts([kind]),
    store.leadStatusCounts(kind),
  ]);
  return { ...page, total: counts[kind] ?? 0, statusCounts };
}
