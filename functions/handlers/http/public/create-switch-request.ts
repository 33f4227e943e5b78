import { clock, ids } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { createSwitchRequestSchema } from '#shared/contracts/switch-requests';
import { requestSwitch } from '#use-cases/switching/request-switch';

export const handler = httpHandler(
  { body: createSwitchRequestSchema, successStatus: 201 },
  ({ body, idempotencyKey }) =>
    requestSwitch({ clock, ids }, body, idempotencyKey),
);
