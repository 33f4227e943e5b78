import { ConflictError, NotFoundError } from '#platform/errors';
import { type Actor, INQUIRY_RESTORE_DAYS } from '#shared/contracts/admin';
import type { Clock } from '../ports.ts';
import type { LeadChangeStore } from '../ports-admin.ts';

/**
 * Puts a deleted inquiry back in its lists with the status it had. One
 * never deleted, restored already (by someone else at the same moment
 * too), unknown or past its while is refused, saying which.
 */
export async function restoreInquiry(
  deps: {
    readonly clock: Clock;
    readonly leads: Pick<LeadChangeStore, 'restoreLead'>;
  },
  id: string,
  actor: Actor,
): Promise<{ id: string; restored: true; status: unknown }> {
  const at = deps.clock.now().toISOString();
  const outcome = await deps.leads.restoreLead('inquiry', id, (status) => ({
    at,
    actor,
    action: 'restore',
    changes: { status: ['deleted', status ?? null] },
  }));
  if (outcome.kind === 'missing')
    throw new NotFoundError(
      `There is no deleted inquiry to restore: it is unknown, or it was deleted more than ${INQUIRY_RESTORE_DAYS} days ago`,
    );
  if (outcome.kind === 'live')
    throw new ConflictError(
      'This inquiry is not deleted: it is in the list (it may have been restored already)',
    );
  return { id, restored: true, status: outcome.status };
}
