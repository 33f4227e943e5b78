import { ConflictError, NotFoundError } from '#platform/errors';
import type { AdminLeadKind } from '#shared/contracts/admin';
import type { ChangeOutcome } from '../ports-admin.ts';
import { leadLabels } from './lead-labels.ts';

/** Turns a refused conditional change into the 404 or 409 staff see. */
export function assertDone(outcome: ChangeOutcome, kind: AdminLeadKind): void {
  const label = leadLabels[kind];
  if (outcome.kind === 'missing')
    throw new NotFoundError(`This ${label} no longer exists`);
  if (outcome.kind === 'stale')
    throw new ConflictError(
      `This ${label} has changed since you loaded it (it is now ${String(outcome.status)}). Refresh and try again.`,
    );
}
