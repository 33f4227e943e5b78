import type {
  AdminLeadKind,
  LeadDetail,
  LeadPage,
} from '#shared/contracts/admin';
import { adminRequest } from '@/lib/auth';

/** One page of a lead kind, newest first. */
export function fetchLeadPage<T>(kind: AdminLeadKind, cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return adminRequest<LeadPage<T>>('GET', `/leads/${kind}${query}`);
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
