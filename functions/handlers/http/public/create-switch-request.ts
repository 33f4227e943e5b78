import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { createSwitchRequestSchema } from '#shared/contracts/switch-requests';
import { requestSwitch } from '#use-cases/switching/request-switch';
import { clock, ids } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { inquiryStore, people, switchRequests } from '#wiring/lead-stores';
import { marketCatalogue } from '#wiring/market-catalogue';
import { planLookup } from '#wiring/plan-lookup';
import { referencePrices } from '#wiring/site-settings';

export const handler = httpHandler(
  {
    body: createSwitchRequestSchema,
    successStatus: 201,
    // The usage may be a year of meter readings, as /compare accepts.
    maxBodyBytes: 1024 * 1024,
    rateLimit: FORM_RATE_LIMIT,
  },
  ({ body, idempotencyKey }) =>
    requestSwitch(
      {
        clock,
        ids,
        market: marketCatalogue,
        plans: planLookup,
        switches: switchRequests,
        people,
        inquiries: inquiryStore,
        referencePrices,
      },
      body,
      idempotencyKey,
    ),
);
