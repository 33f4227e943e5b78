import type {
  SwitchRequestRecord,
  SwitchRequestStore,
} from '#use-cases/ports-switching';
import { putLead } from './idempotent-create.ts';
import { Entity } from './keys.ts';

export type { SwitchRequestRecord };

/** Stores a switch request with its counter, once per idempotency key. */
export async function putSwitchRequest(
  record: SwitchRequestRecord,
  idempotencyKey: string | undefined,
): Promise<string> {
  return putLead('switch', Entity.switchRequest, record, idempotencyKey);
}

/** Switch requests in the table. */
export const dynamoSwitchRequests: SwitchRequestStore = {
  save: putSwitchRequest,
};
