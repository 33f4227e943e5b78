import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { confirmSubscriptionSchema } from '#shared/contracts/subscriptions';
import { confirmSubscription } from '#use-cases/subscriptions/confirm-subscription';
import { clock, ids } from '#wiring/deps';
import { subscriptions } from '#wiring/subscriptions';

export const handler = httpHandler(
  { body: confirmSubscriptionSchema, rateLimit: FORM_RATE_LIMIT },
  ({ body }) => confirmSubscription({ clock, ids, subscriptions }, body.token),
);
