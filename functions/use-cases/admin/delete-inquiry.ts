import { type Actor, INQUIRY_RESTORE_DAYS } from '#shared/contracts/admin';
import type { Clock } from '../ports.ts';
import type { LeadChangeStore } from '../ports-admin.ts';
import { assertDone } from './change-outcome.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Deletes an inquiry (any status), conditional on the status staff saw
 * when given; the counter drops in the same transaction. It can be
 * restored for INQUIRY_RESTORE_DAYS, then it is gone.
 */
export async function deleteInquiry(
  deps: {
    readonly clock: Clock;
    readonly leads: Pick<LeadChangeStore, 'deleteLead'>;
  },
  id: string,
  seenStatus: string | undefined,
  actor: Actor,
): Promise<{ id: string; deleted: true; restorableUntil: string }> {
  const now = deps.clock.now();
  const until =
    Math.floor(now.getTime() / 1000) + INQUIRY_RESTORE_DAYS * DAY_SECONDS;
  const outcome = await deps.leads.deleteLead(
    'inquiry',
    id,
    seenStatus,
    {
      at: now.toISOString(),
      actor,
      action: 'delete',
      changes: { status: [seenStatus ?? null, 'deleted'] },
    },
    until,
  );
  assertDone(outcome, 'inquiry');
  return {
    id,
    deleted: true,
    restorableUntil: new Date(until * 1000).toISOString(),
  };
}
