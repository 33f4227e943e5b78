import { NotFoundError } from '#platform/errors';
import type { AdminLeadKind, LeadDetail } from '#shared/contracts/admin';
import type { LeadChangeStore } from '../ports-admin.ts';
import type { PeopleIndex } from '../ports-people.ts';
import { leadLabels } from './lead-labels.ts';

/**
 * A lead's full details, its audit trail and the person's other leads
 * (the View button; docs/product-rules.md, One person, one thread).
 */
export async function getLeadDetail(
  deps: {
    readonly leads: Pick<LeadChangeStore, 'getLead'>;
    readonly people: Pick<PeopleIndex, 'members'>;
  },
  kind: AdminLeadKind,
  id: string,
): Promise<LeadDetail> {
  const detail = await deps.leads.getLead(kind, id);
  if (!detail) throw new NotFoundError(`No such ${leadLabels[kind]}`);
  const { personId } = detail.record;
  if (typeof personId !== 'string') return detail;
  const members = await deps.people.members(personId);
  return { ...detail, thread: members.filter((member) => member.id !== id) };
}
