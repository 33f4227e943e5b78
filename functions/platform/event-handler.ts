import { IdempotencyConfig } from '@aws-lambda-powertools/idempotency';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import type { z } from 'zod';
import { createIdempotencyStore } from '#data/idempotency-store';
import { logger } from './observability.ts';

/** Long enough to cover every retry of one event, and then some. */
const IDEMPOTENCY_WINDOW_SECONDS = 7 * 24 * 60 * 60;

/**
 * Builds an EventBridge consumer: validates `detail` with the event's
 * shared schema and runs at most once per lead id, however often the
 * event arrives. A failure throws, so the platform retries and then parks.
 */
export function eventHandler<S extends z.ZodType>(
  /** Stable consumer name: the idempotency key prefix. */
  consumer: string,
  schema: S,
  fn: (detail: z.output<S>) => Promise<unknown>,
) {
  const idempotency = makeHandlerIdempotent({
    persistenceStore: createIdempotencyStore(),
    keyPrefix: consumer,
    config: new IdempotencyConfig({
      eventKeyJmesPath: 'detail.id',
      expiresAfterSeconds: IDEMPOTENCY_WINDOW_SECONDS,
      throwOnNoIdempotencyKey: true,
    }),
  });
  return middy<EventBridgeEvent<string, unknown>, unknown, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(idempotency)
    .handler(async (event) => {
      const result = await fn(schema.parse(event.detail));
      return result ?? null;
    });
}
