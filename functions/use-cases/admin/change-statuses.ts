import { ValidationError } from '#platform/errors';
import type {
  Actor,
  AdminLeadKind,
  BulkStatusChange,
  BulkStatusResult,
} from '#shared/contracts/admin';
import { canTransition, statusesOf } from '#shared/domain/status-machines';
import type { Clock } from '../ports.ts';
import type { LeadChangeStore } from '../ports-admin.ts';

/** Rows changed at once: each is its own conditional write. */
const PARALLEL_WRITES = 8;

type Skipped = BulkStatusResult['skipped'][number];

/**
 * Moves the rows staff selected to one status. Each row moves only from
 * the status staff saw (the same condition a single change has), so a row
 * that changed or went meanwhile is left as it is and named in `skipped`;
 * the others move, each with its own audit line.
 */
export async function changeStatuses(
  deps: {
    readonly clock: Clock;
    readonly leads: Pick<LeadChangeStore, 'changeLeadStatus'>;
  },
  kind: AdminLeadKind,
  change: BulkStatusChange,
  actor: Actor,
): Promise<BulkStatusResult> {
  const statuses: string[] = statusesOf(kind);
  if (!statuses.includes(change.to))
    throw new ValidationError(
      `to: must be one of ${statuses.join(', ')}`,
      'to',
    );
  const at = deps.clock.now().toISOString();
  const changed: string[] = [];
  const skipped: Skipped[] = [];
  const moveOne = async ({ id, from }: { id: string; from: string }) => {
    if (!canTransition(kind, from, change.to)) {
      skipped.push({ id, reason: 'not-allowed' });
      return;
    }
    const outcome = await deps.leads.changeLeadStatus(kind, id, from, {
      at,
      actor,
      action: 'status',
      changes: { status: [from, change.to] },
    });
    if (outcome.kind === 'done') changed.push(id);
    else if (outcome.kind === 'missing')
      skipped.push({ id, reason: 'missing' });
    else
      skipped.push({
        id,
        reason: 'changed',
        ...(typeof outcome.status === 'string' && { status: outcome.status }),
      });
  };
  for (let i = 0; i < change.leads.length; i += PARALLEL_WRITES)
    await Promise.all(change.leads.slice(i, i + PARALLEL_WRITES).map(moveOne));
  const order = new Map(change.leads.map((lead, i) => [lead.id, i]));
  const byRequest = (a: string, b: string) =>
    (order.get(a) ?? 0) - (order.get(b) ?? 0);
  return {
    to: change.to,
    changed: changed.sort(byRequest),
    skipped: skipped.sort((a, b) => byRequest(a.id, b.id)),
  };
}
