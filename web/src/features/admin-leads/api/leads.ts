import type {
  AdminLeadKind,
  LeadDetail,
  LeadPage,
} from '#shared/contracts/admin';
import { adminDownload, adminRequest } from '@/lib/auth';

/**
 * One page of a lead kind, newest first; with `search`, a page of the
 * matches the server found over every record of the kind.
 */
export function fetchLeadPage<T>(
  kind: AdminLeadKind,
  cursor?: string,
  search?: string,
) {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (search?.trim()) params.set('q', search.trim());
  const query = params.size ? `?${params}` : '';
  return adminRequest<LeadPage<T>>('GET', `/leads/${kind}${query}`);
}

/** Every subscriber matching `search` as CSV, built by the server. */
export function fetchSubscribersCsv(search: string) {
  const query = search.trim()
    ? `?${new URLSearchParams({ q: search.trim() })}`
    : '';
  return adminDownload(`/exports/subscribers${query}`, 'text/csv');
}

export function fetchLeadDetail<T>(kind: AdminLeadKind, id: string) {
  return adminRequest<LeadDetail<T>>('GET', `/leads/${kind}/${id}`);
}

/** Moves a record from the status staff saw to the next (409 if stale). */
export function changeLeadStatus(
  kind: AdminLeadKind,
  id: string,
  from: string,
  to: string,
) {
  return adminRequest<{ id: string; status: string }>(
    'PATCH',
    `/leads/${kind}/${id}/status`,
    { from, to },
  );
}

export function deleteInquiry(id: string, status: string) {
  return adminRequest<{ id: string }>(
    'DELETE',
    `/leads/inquiry/${id}?status=${encodeURIComponent(status)}`,
  );
}
