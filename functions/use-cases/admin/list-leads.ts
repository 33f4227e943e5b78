import { listLeads } from '#data/leads-admin';
import {
  ADMIN_PAGE_SIZE,
  type AdminLeadKind,
  type LeadPage,
  type ListQuery,
} from '#shared/contracts/admin';

/** One page of a lead kind for the admin lists, newest first. */
export function listAdminLeads(
  kind: AdminLeadKind,
  query: ListQuery,
): Promise<LeadPage> {
  return listLeads(kind, query.cursor, query.limit ?? ADMIN_PAGE_SIZE);
}
