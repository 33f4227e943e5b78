import type { CreateContactMessage } from '#shared/contracts/contact';
import { createLeadOnce } from './idempotent-create.ts';
import { Entity, leadCollectionKey, leadKey } from './keys.ts';

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
  return createLeadOnce({
    kind: 'contact',
    id: record.id,
    now: new Date(record.createdAt),
    idempotencyKey,
    item: {
      ...leadKey(record.id),
      ...leadCollectionKey('contact', record.createdAt, record.id),
      entity: Entity.contactMessage,
      schemaVersion: 1,
      version: 1,
      updatedAt: record.createdAt,
      ...record,
    },
  });
}
