import { NotFoundError } from '#platform/errors';
import type { AdminLeadKind, LeadDetail } from '#shared/contracts/admin';
import type { LeadChangeStore } from '../ports-admin.ts';
import { leadLabels } from './lead-labels.ts';

/** A lead's full details and its audit trail (the View button). */
export async function getLeadDetail(
  leads: Pick<LeadChangeStore, 'getLead'>,
  kind: AdminLeadKind,
  id: string,
): Promise<LeadDetail> {
  const detail = await leads.getLead(kind, id);
  if (!detail) throw new NotFoundError(`No such ${leadLabels[kind]}`);
  return detail;
}
