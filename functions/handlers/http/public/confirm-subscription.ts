import { clock, ids } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { subscriptions } from '#platform/subscriptions';
import { confirmSubscriptionSchema } from '#shared/contracts/subscriptions';
import { confirmSubscription } from '#use-cases/subscriptions/confirm-subscription';

export const handler = httpHandler(
  { body: confirmSubscriptionSchema, rateLimit: FORM_RATE_LIMIT },
  ({ body }) => confirmSubscription({ clock, ids, subscriptions }, body.token),
);
