import { clock, ids } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { savedSettings } from '#platform/site-settings';
import { subscriptions } from '#platform/subscriptions';
import { createSubscriptionSchema } from '#shared/contracts/subscriptions';
import { subscribe } from '#use-cases/subscriptions/subscribe';

/** 202 whatever the address: it is sent a link to confirm, or (verification off) a welcome. */
export const handler = httpHandler(
  {
    body: createSubscriptionSchema,
    successStatus: 202,
    rateLimit: FORM_RATE_LIMIT,
  },
  ({ body }) =>
    subscribe({ clock, ids, settings: savedSettings, subscriptions }, body),
);
