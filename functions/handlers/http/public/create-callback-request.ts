import { clock, ids } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { createCallbackRequestSchema } from '#shared/contracts/callbacks';
import { requestCallback } from '#use-cases/callbacks/request-callback';

export const handler = httpHandler(
  { body: createCallbackRequestSchema, successStatus: 201 },
  ({ body, idempotencyKey }) =>
    requestCallback({ clock, ids }, body, idempotencyKey),
);
