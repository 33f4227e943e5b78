import { getLead } from '#data/leads-admin';
import { NotFoundError } from '#platform/errors';
import type { AdminLeadKind, LeadDetail } from '#shared/contracts/admin';
import { leadLabels } from './lead-labels.ts';

/** A lead's full details and its audit trail (the View button). */
export async function getLeadDetail(
  kind: AdminLeadKind,
  id: string,
): Promise<LeadDetail> {
  const detail = await getLead(kind, id);
  if (!detail) throw new NotFoundError(`No such ${leadLabels[kind]}`);
  return detail;
}
