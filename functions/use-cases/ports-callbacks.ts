import type {
  CallbackStatus,
  CreateCallbackRequest,
} from '#shared/contracts/callbacks';

export interface CallbackRequestRecord extends CreateCallbackRequest {
  readonly id: string;
  readonly status: CallbackStatus;
  readonly createdAt: string;
  /** The person's thread and the inquiry it links back to (docs/product-rules.md). */
  readonly personId?: string;
  readonly inquiryId?: string | null;
}

/** Where call-back requests are stored. */
export interface CallbackRequestStore {
  /**
   * Stores a request once per idempotency key (always, without one) and
   * returns the id stored under the key.
   */
  save(
    record: CallbackRequestRecord,
    idempotencyKey: string | undefined,
  ): Promise<string>;
  /** One request, or undefined when there is none. */
  get(id: string): Promise<CallbackRequestRecord | undefined>;
}
