import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { confirmSubscriptionSchema } from '#shared/contracts/subscriptions';
import { confirmSubscription } from '#use-cases/subscriptions/confirm-subscription';
import { clock, ids } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { subscriptions } from '#wiring/subscriptions';

export const handler = httpHandler(
  { body: confirmSubscriptionSchema, rateLimit: FORM_RATE_LIMIT },
  ({ body }) => confirmSubscription({ clock, ids, subscriptions }, body.token),
);
