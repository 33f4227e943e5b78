import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { createCallbackRequestSchema } from '#shared/contracts/callbacks';
import { requestCallback } from '#use-cases/callbacks/request-callback';
import { clock, ids } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { callbackRequests, people } from '#wiring/lead-stores';

export const handler = httpHandler(
  {
    body: createCallbackRequestSchema,
    successStatus: 201,
    rateLimit: FORM_RATE_LIMIT,
  },
  ({ body, idempotencyKey }) =>
    requestCallback(
      { clock, ids, callbacks: callbackRequests, people },
      body,
      idempotencyKey,
    ),
);
