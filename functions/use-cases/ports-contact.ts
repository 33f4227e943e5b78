import type { CreateContactMessage } from '#shared/contracts/contact';

export interface ContactMessageRecord extends CreateContactMessage {
  readonly id: string;
  readonly createdAt: string;
}

/** Where contact form messages are stored. */
export interface ContactMessageStore {
  /**
   * Stores a message once per idempotency key (always, without one) and
   * returns the id stored under the key.
   */
  save(
    record: ContactMessageRecord,
    idempotencyKey: string | undefined,
  ): Promise<string>;
}
