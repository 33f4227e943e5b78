import { leadCounts, leadStatusCounts } from '#data/lead-counts';
import { searchLeads } from '#data/lead-search';
import { listLeads } from '#data/leads-admin';
import {
  ADMIN_PAGE_SIZE,
  type AdminLeadKind,
  type LeadPage,
  type ListQuery,
} from '#shared/contracts/admin';

/**
 * One page of a lead kind for the admin lists, newest first; with a
 * search, one page of the matches over every record of the kind. The
 * totals come from the maintained counters, never from the page.
 */
export async function listAdminLeads(
  kind: AdminLeadKind,
  query: ListQuery,
): Promise<LeadPage> {
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  const [page, counts, statusCounts] = await Promise.all([
    query.q
      ? searchLeads(kind, query.q, query.cursor, limit)
      : listLeads(kind, query.cursor, limit),
    leadCounts([kind]),
    leadStatusCounts(kind),
  ]);
  return { ...page, total: counts[kind] ?? 0, statusCounts };
}
