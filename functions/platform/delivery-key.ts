import { AsyncLocalStorage } from 'node:async_hooks';
import type { SESv2Client } from '@aws-sdk/client-sesv2';

/**
 * The SES message tag naming one e-mail of one delivery: the same on every
 * replay of the event, so a mail service can refuse to send it twice.
 */
export const DELIVERY_KEY_TAG = 'delivery-key';

interface Delivery {
  readonly key: string;
  sends: number;
}

const scope = new AsyncLocalStorage<Delivery>();

/** SES tag values allow only letters, digits, `_` and `-`. */
const tagSafe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

/** Runs one consumer's delivery of one event (by its detail id) under its key. */
export function withDeliveryKey<T>(
  consumer: string,
  detailId: string,
  work: () => Promise<T>,
): Promise<T> {
  return scope.run({ key: tagSafe(`${consumer}-${detailId}`), sends: 0 }, work);
}

/**
 * The key of the next e-mail of the delivery running now: its key and
 * the e-mail's place in it (a replay sends in the same order).
 */
export function nextDeliveryKey(): string | undefined {
  const delivery = scope.getStore();
  if (!delivery) return undefined;
  delivery.sends += 1;
  return `${delivery.key}-${delivery.sends}`;
}

interface TaggedInput {
  EmailTags?: { Name: string; Value: string }[];
}

/** Tags every `SendEmail` made inside a delivery with its delivery key. */
export function tagSendsWithDeliveryKey(client: SESv2Client): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'SendEmailCommand') return next(args);
      const key = nextDeliveryKey();
      if (!key) return next(args);
      const input = args.input as TaggedInput;
      const tags = [
        ...(input.EmailTags ?? []),
        { Name: DELIVERY_KEY_TAG, Value: key },
      ];
      return next({ ...args, input: { ...input, EmailTags: tags } });
    },
    { step: 'initialize', name: 'deliveryKeyTag' },
  );
}
