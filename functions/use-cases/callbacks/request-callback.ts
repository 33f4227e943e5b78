import type {
  CallbackRequestCreated,
  CreateCallbackRequest,
} from '#shared/contracts/callbacks';
import type { Clock, IdGenerator } from '../ports.ts';
import type { CallbackRequestStore } from '../ports-callbacks.ts';

export interface RequestCallbackDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly callbacks: CallbackRequestStore;
}

/**
 * Stores a call-back request as `pending`. Its event and staff e-mail
 * follow from the table stream, so a stored request cannot miss them.
 * A repeated idempotency key answers with the request it first made.
 */
export async function requestCallback(
  deps: RequestCallbackDeps,
  input: CreateCallbackRequest,
  idempotencyKey: string | undefined,
): Promise<CallbackRequestCreated> {
  const record = {
    ...input,
    id: deps.ids.next(),
    status: 'pending' as const,
    createdAt: deps.clock.now().toISOString(),
  };
  const id = await deps.callbacks.save(record, idempotencyKey);
  const stored = id === record.id ? record : await deps.callbacks.get(id);
  if (!stored) throw new Error(`Call-back request ${id} vanished`);
  return { id, status: stored.status, createdAt: stored.createdAt };
}
