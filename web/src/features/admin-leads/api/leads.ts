import type {
  AdminLeadKind,
  BulkStatusResult,
  LeadDetail,
  LeadPage,
  LeadSort,
} from '#shared/contracts/admin';
import { adminDownload, adminRequest } from '@/lib/auth';

/** Which leads a page holds: one status or all (''), their order, a search. */
export interface LeadListParams {
  readonly status: string;
  readonly sort: LeadSort;
  readonly q: string;
}

/**
 * One page of a lead kind, filtered, ordered and searched on the server;
 * `cursor` is the previous page's for the same parameters.
 */
export function fetchLeadPage<T>(
  kind: AdminLeadKind,
  list: LeadListParams,
  cursor?: string,
) {
  const params = new URLSearchParams();
  if (list.status) params.set('status', list.status);
  if (list.sort !== 'newest') params.set('sort', list.sort);
  if (list.q.trim()) params.set('q', list.q.trim());
  if (cursor) params.set('cursor', cursor);
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
  return adminRequest<{ id: string; restorableUntil: string }>(
    'DELETE',
    `/leads/inquiry/${id}?status=${encodeURIComponent(status)}`,
  );
}

/** Undoes a delete while the inquiry is kept (409 if restored already). */
export function restoreInquiry(id: string) {
  return adminRequest<{ id: string; status: string }>(
    'POST',
    `/leads/inquiry/${id}/restore`,
  );
}

/** Moves the selected rows, each from the status staff saw, to `to`. */
export function changeLeadStatuses(
  kind: AdminLeadKind,
  to: string,
  leads: readonly { readonly id: string; readonly from: string }[],
) {
  return adminRequest<BulkStatusResult>('PATCH', `/leads/${kind}`, {
    to,
    leads,
  });
}
