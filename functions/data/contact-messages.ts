import type { CreateContactMessage } from '#shared/contracts/contact';
import { putLead } from './idempotent-create.ts';
import { Entity } from './keys.ts';

export interface ContactMessageRecord extends CreateContactMessage {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * Stores a contact form message once per idempotency key, with its
 * counter (AP1, AP5, AP6); the table stream publishes its event.
 */
export async function putContactMessage(
  record: ContactMessageRecord,
  idempotencyKey: string | undefined,
): Promise<string> {
  return putLead('contact', Entity.contactMessage, record, idempotencyKey);
}
