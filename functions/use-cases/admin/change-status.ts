import { ConflictError } from '#platform/errors';
import type {
  Actor,
  AdminLeadKind,
  StatusChange,
} from '#shared/contracts/admin';
import { canTransition } from '#shared/domain/status-machines';
import type { Clock } from '../ports.ts';
import type { LeadChangeStore } from '../ports-admin.ts';
import { assertDone } from './change-outcome.ts';
import { leadLabels } from './lead-labels.ts';

/**
 * Moves a lead along its status machine: a move the machine forbids, or
 * one from a status the record no longer has, is a 409.
 */
export async function changeStatus(
  deps: {
    readonly clock: Clock;
    readonly leads: Pick<LeadChangeStore, 'changeLeadStatus'>;
  },
  kind: AdminLeadKind,
  id: string,
  change: StatusChange,
  actor: Actor,
): Promise<{ id: string; status: string }> {
  if (!canTransition(kind, change.from, change.to)) {
    throw new ConflictError(
      `A ${leadLabels[kind]} cannot move from ${change.from} to ${change.to}`,
    );
  }
  const outcome = await deps.leads.changeLeadStatus(kind, id, change.from, {
    at: deps.clock.now().toISOString(),
    actor,
    action: 'status',
    changes: { status: [change.from, change.to] },
  });
  assertDone(outcome, kind);
  return { id, status: change.to };
}
