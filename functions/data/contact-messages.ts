import type {
  ContactMessageRecord,
  ContactMessageStore,
} from '#use-cases/ports-contact';
import { putLead } from './idempotent-create.ts';
import { Entity } from './keys.ts';

/**
 * Contact form messages in the table: each stored once per idempotency
 * key, with its counter (AP1, AP5, AP6); the table stream publishes its event.
 */
export const dynamoContactMessages: ContactMessageStore = {
  save: (record: ContactMessageRecord, idempotencyKey: string | undefined) =>
    putLead('contact', Entity.contactMessage, record, idempotencyKey),
};
