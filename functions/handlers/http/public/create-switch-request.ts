import { clock, ids } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { switchRequests } from '#platform/lead-stores';
import { marketCatalogue } from '#platform/market-catalogue';
import { planLookup } from '#platform/plan-lookup';
import { createSwitchRequestSchema } from '#shared/contracts/switch-requests';
import { requestSwitch } from '#use-cases/switching/request-switch';

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
      },
      body,
      idempotencyKey,
    ),
);
