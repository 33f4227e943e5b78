import { deleteLead } from '#data/leads-admin';
import type { Actor } from '#shared/contracts/admin';
import type { Clock } from '../ports.ts';
import { assertDone } from './change-outcome.ts';

/**
 * Deletes an inquiry (any status), conditional on the status
 * staff saw when given; the counter drops in the same transaction.
 */
export async function deleteInquiry(
  deps: { readonly clock: Clock },
  id: string,
  seenStatus: string | undefined,
  actor: Actor,
): Promise<{ id: string; deleted: true }> {
  const outcome = await deleteLead('inquiry', id, seenStatus, {
    at: deps.clock.now().toISOString(),
    actor,
    action: 'delete',
    changes: { status: [seenStatus ?? null, 'deleted'] },
  });
  assertDone(outcome, 'inquiry');
  return { id, deleted: true };
}
