import type {
  CallbackRequestCreated,
  CreateCallbackRequest,
} from '#shared/contracts/callbacks';
import { joinThread, lookUpPerson } from '../leads/person-thread.ts';
import type { Clock, IdGenerator } from '../ports.ts';
import type { CallbackRequestStore } from '../ports-callbacks.ts';
import type { PeopleIndex } from '../ports-people.ts';

export interface RequestCallbackDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly callbacks: CallbackRequestStore;
  readonly people: PeopleIndex;
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
  const lookup = await lookUpPerson(deps.people, input);
  const newId = deps.ids.next();
  const record = {
    ...input,
    id: newId,
    status: 'pending' as const,
    createdAt: deps.clock.now().toISOString(),
    // The person already seen (e-mail, then phone) and their inquiry.
    personId: lookup.found?.personId ?? newId,
    inquiryId: lookup.found?.inquiryId ?? null,
  };
  const id = await deps.callbacks.save(record, idempotencyKey);
  if (id === newId)
    await joinThread(
      deps.people,
      lookup,
      { kind: 'callback', id, createdAt: record.createdAt },
      null,
    );
  const stored = id === record.id ? record : await deps.callbacks.get(id);
  if (!stored) throw new Error(`Call-back request ${id} vanished`);
  return { id, status: stored.status, createdAt: stored.createdAt };
}
