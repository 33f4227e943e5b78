import { clock, ids } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { createSubscriptionSchema } from '#shared/contracts/subscriptions';
import { subscribe } from '#use-cases/subscriptions/subscribe';

/** 200 either way: a repeat says `alreadySubscribed` and stores nothing. */
export const handler = httpHandler(
  { body: createSubscriptionSchema, rateLimit: FORM_RATE_LIMIT },
  ({ body }) => subscribe({ clock, ids }, body),
);
