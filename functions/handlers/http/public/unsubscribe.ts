import { clock } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { subscriptions } from '#platform/subscriptions';
import { unsubscribeSchema } from '#shared/contracts/subscriptions';
import { unsubscribe } from '#use-cases/subscriptions/unsubscribe';

export const handler = httpHandler(
  { body: unsubscribeSchema, rateLimit: FORM_RATE_LIMIT },
  ({ body }) => unsubscribe({ clock, subscriptions }, body.token),
);
