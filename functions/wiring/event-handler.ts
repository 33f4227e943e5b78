import { createIdempotencyStore } from '#data/idempotency-store';
import { makeEventHandler } from '#platform/event-handler';

/** Every EventBridge consumer, once per lead id over the table's idempotency records. */
export const eventHandler = makeEventHandler(createIdempotencyStore);
