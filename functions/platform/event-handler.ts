import {
  IdempotencyConfig,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import type { z } from 'zod';
import { withDeliveryKey } from './delivery-key.ts';
import { logger } from './observability.ts';
import type { CreateIdempotencyStore } from './ports.ts';

/** Long enough to cover every retry of one event, and then some. */
const IDEMPOTENCY_WINDOW_SECONDS = 7 * 24 * 60 * 60;

type Event = EventBridgeEvent<string, unknown>;

const detailIdOf = (event: Event) => {
  const id = (event.detail as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : '';
};

/**
 * Builds `eventHandler` over a store of idempotency records:
 * functions/wiring/event-handler.ts hands it the table's, and consumers
 * take `eventHandler` from there.
 */
export const makeEventHandler =
  (createIdempotencyStore: CreateIdempotencyStore) =>
  <S extends z.ZodType>(
    /** Stable consumer name: the idempotency key prefix. */
    consumer: string,
    schema: S,
    fn: (detail: z.output<S>) => Promise<unknown>,
  ) =>
    eventHandler(createIdempotencyStore, consumer, schema, fn);

/**
 * Builds an EventBridge consumer: validates `detail` with the event's
 * shared schema and runs at most once per lead id, however often the
 * event arrives. A failure throws, so the platform retries and then parks.
 */
function eventHandler<S extends z.ZodType>(
  createIdempotencyStore: CreateIdempotencyStore,
  consumer: string,
  schema: S,
  fn: (detail: z.output<S>) => Promise<unknown>,
) {
  // The wrapper, not Powertools' Middy middleware: in 2.35 the middleware's
  // onError deletes the record even when this invocation never acquired it
  // (a duplicate rejected as in progress), freeing the running delivery's
  // lock so both send. The wrapper deletes only the record it acquired.
  // Made at the first delivery, so the table name is read when it runs.
  const idempotent = () =>
    makeIdempotent(
      async (event: Event, _context: Context) => {
        const result = await fn(schema.parse(event.detail));
        return result ?? null;
      },
      {
        persistenceStore: createIdempotencyStore(),
        keyPrefix: consumer,
        config: new IdempotencyConfig({
          eventKeyJmesPath: 'detail.id',
          expiresAfterSeconds: IDEMPOTENCY_WINDOW_SECONDS,
          throwOnNoIdempotencyKey: true,
        }),
      },
    );
  let made: ReturnType<typeof idempotent> | undefined;
  const once = (event: Event, context: Context) => {
    made ??= idempotent();
    return made(event, context);
  };
  // Every e-mail sent for this event carries the same key on each replay:
  // a send cut off before its idempotency record completed is not repeated.
  return middy<Event, unknown, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler((event, context) =>
      withDeliveryKey(consumer, detailIdOf(event), () => once(event, context)),
    );
}
