import type {
  SubscriptionSource,
  SubscriptionStatus,
} from '#shared/contracts/subscriptions';

/** A newsletter subscriber as stored, one per e-mail. */
export interface SubscriptionRecord {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly status: SubscriptionStatus;
  readonly source: SubscriptionSource;
  readonly subscribedAt: string;
  readonly unsubscribedAt: string | null;
}

/** Who asked to subscribe: kept until the address confirms. */
export interface SubscriptionRequestRecord {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly source: SubscriptionSource;
  readonly createdAt: string;
}

/** What a confirmation link stands for. */
export interface SubscriptionConfirmation {
  readonly email: string;
  readonly name: string;
  readonly source: SubscriptionSource;
}

/**
 * Where subscribers, pending sign-ups and their links are stored. Link
 * tokens arrive hashed: storage never sees a usable link.
 */
export interface SubscriptionStore {
  /** Stores a new subscriber; false when the e-mail already has one. */
  create(record: SubscriptionRecord): Promise<boolean>;
  get(email: string): Promise<SubscriptionRecord | undefined>;
  /** Moves to `status` from the other one; false when it already was. */
  setStatus(
    email: string,
    status: SubscriptionStatus,
    at: string,
  ): Promise<boolean>;
  /**
   * Records a sign-up waiting for its confirmation mail (stored, it sends
   * the mail); false while an earlier one for the address is still live.
   */
  putRequest(
    record: SubscriptionRequestRecord,
    expiresAt: number,
  ): Promise<boolean>;
  /** Ends the wait for a confirmation, so a later sign-up gets a new link. */
  deleteRequest(email: string): Promise<void>;
  putConfirmation(
    tokenHash: string,
    confirmation: SubscriptionConfirmation,
    createdAt: string,
    expiresAt: number,
  ): Promise<void>;
  /** Uses up a link: what it stood for, or undefined (unknown, expired, used). */
  takeConfirmation(
    tokenHash: string,
  ): Promise<SubscriptionConfirmation | undefined>;
  putUnsubscribeToken(
    tokenHash: string,
    email: string,
    createdAt: string,
  ): Promise<void>;
  emailOfUnsubscribeToken(tokenHash: string): Promise<string | undefined>;
}
