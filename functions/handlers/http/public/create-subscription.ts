import { clock, ids } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { createSubscriptionSchema } from '#shared/contracts/subscriptions';
import { subscribe } from '#use-cases/subscriptions/subscribe';

/** 200 either way: a repeat says `alreadySubscribed` and stores nothing. */
export const handler = httpHandler(
  { body: createSubscriptionSchema },
  ({ body }) => subscribe({ clock, ids }, body),
);
