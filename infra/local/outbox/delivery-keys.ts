import { DELIVERY_KEY_TAG } from '#platform/delivery-key';

export interface MessageTag {
  readonly Name: string;
  readonly Value: string;
}

/** The delivery key a consumer tagged its send with, if any. */
export const deliveryKeyOf = (tags: readonly MessageTag[] | undefined) =>
  tags?.find((tag) => tag.Name === DELIVERY_KEY_TAG)?.Value;

/**
 * The delivery keys the outbox has kept a message for, and that message:
 * a replay after a crash between the send and the consumer recording it
 * gets the first message's id back instead of a second e-mail.
 */
export class SentDeliveries {
  readonly #sent = new Map<string, string>();

  constructor(
    kept: readonly { deliveryKey?: string; messageId: string }[] = [],
  ) {
    for (const { deliveryKey, messageId } of kept)
      if (deliveryKey) this.#sent.set(deliveryKey, messageId);
  }

  /**
   * The id of the message already kept under `key`; otherwise `key` is
   * now `messageId`'s and undefined comes back.
   */
  claim(key: string | undefined, messageId: string): string | undefined {
    if (!key) return undefined;
    const earlier = this.#sent.get(key);
    if (earlier) return earlier;
    this.#sent.set(key, messageId);
    return undefined;
  }

  /** Frees a key whose message could not be kept. */
  release(key: string | undefined): void {
    if (key) this.#sent.delete(key);
  }
}
