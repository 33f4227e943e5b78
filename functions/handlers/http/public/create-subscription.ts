import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { createSubscriptionSchema } from '#shared/contracts/subscriptions';
import { subscribe } from '#use-cases/subscriptions/subscribe';
import { clock, ids } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { savedSettings } from '#wiring/site-settings';
import { subscriptions } from '#wiring/subscriptions';

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
