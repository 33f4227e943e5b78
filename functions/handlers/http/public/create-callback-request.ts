import { clock, ids } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { callbackRequests } from '#platform/lead-stores';
import { createCallbackRequestSchema } from '#shared/contracts/callbacks';
import { requestCallback } from '#use-cases/callbacks/request-callback';

export const handler = httpHandler(
  {
    body: createCallbackRequestSchema,
    successStatus: 201,
    rateLimit: FORM_RATE_LIMIT,
  },
  ({ body, idempotencyKey }) =>
    requestCallback(
      { clock, ids, callbacks: callbackRequests },
      body,
      idempotencyKey,
    ),
);
