import type { Actor } from '#shared/contracts/admin';
import type { Clock } from '../ports.ts';
import type { LeadChangeStore } from '../ports-admin.ts';
import { assertDone } from './change-outcome.ts';

/**
 * Deletes an inquiry (any status), conditional on the status
 * staff saw when given; the counter drops in the same transaction.
 */
export async function deleteInquiry(
  deps: {
    readonly clock: Clock;
    readonly leads: Pick<LeadChangeStore, 'deleteLead'>;
  },
  id: string,
  seenStatus: string | undefined,
  actor: Actor,
): Promise<{ id: string; deleted: true }> {
  const outcome = await deps.leads.deleteLead('inquiry', id, seenStatus, {
    at: deps.clock.now().toISOString(),
    actor,
    action: 'delete',
    changes: { status: [seenStatus ?? null, 'deleted'] },
  });
  assertDone(outcome, 'inquiry');
  return { id, deleted: true };
}
