import { putContactMessage } from '#data/contact-messages';
import type {
  ContactMessageCreated,
  CreateContactMessage,
} from '#shared/contracts/contact';
import type { Clock, IdGenerator } from '../ports.ts';

export interface ReceiveContactMessageDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * Stores a contact form message. The staff e-mail follows from the table
 * stream (`ContactMessageReceived`), so a stored message cannot miss it.
 */
export async function receiveContactMessage(
  deps: ReceiveContactMessageDeps,
  input: CreateContactMessage,
  idempotencyKey: string | undefined,
): Promise<ContactMessageCreated> {
  const id = deps.ids.next();
  const createdAt = deps.clock.now().toISOString();
  const storedId = await putContactMessage(
    { ...input, id, createdAt },
    idempotencyKey,
  );
  return { id: storedId, createdAt };
}
