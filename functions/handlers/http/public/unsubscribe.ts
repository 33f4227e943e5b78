import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { unsubscribeSchema } from '#shared/contracts/subscriptions';
import { unsubscribe } from '#use-cases/subscriptions/unsubscribe';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { subscriptions } from '#wiring/subscriptions';

export const handler = httpHandler(
  { body: unsubscribeSchema, rateLimit: FORM_RATE_LIMIT },
  ({ body }) => unsubscribe({ clock, subscriptions }, body.token),
);
