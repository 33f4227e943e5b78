import type {
  ContactMessageCreated,
  CreateContactMessage,
} from '#shared/contracts/contact';
import type { Clock, IdGenerator } from '../ports.ts';
import type { ContactMessageStore } from '../ports-contact.ts';

export interface ReceiveContactMessageDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly messages: ContactMessageStore;
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
  const storedId = await deps.messages.save(
    { ...input, id, createdAt },
    idempotencyKey,
  );
  return { id: storedId, createdAt };
}
