import type {
  CallbackRequestRecord,
  CallbackRequestStore,
} from '#use-cases/ports-callbacks';
import { putLead } from './idempotent-create.ts';
import { Entity, leadKey } from './keys.ts';
import { getEntity } from './reads.ts';

export type { CallbackRequestRecord };

/** Stores a new call-back request (see docs/data-model.md, AP1). */
export async function putCallbackRequest(
  record: CallbackRequestRecord,
  idempotencyKey: string | undefined,
): Promise<string> {
  return putLead('callback', Entity.callbackRequest, record, idempotencyKey);
}

/** Reads one call-back request, or undefined when there is none. */
export async function getCallbackRequest(
  id: string,
): Promise<CallbackRequestRecord | undefined> {
  return getEntity<CallbackRequestRecord>(leadKey(id), Entity.callbackRequest);
}

/** Call-back requests in the table. */
export const dynamoCallbackRequests: CallbackRequestStore = {
  save: putCallbackRequest,
  get: getCallbackRequest,
};
