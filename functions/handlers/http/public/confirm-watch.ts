import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { watchTokenSchema } from '#shared/contracts/watches';
import { confirmWatch } from '#use-cases/watches/watch-links';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { watchStore } from '#wiring/watch-store';

export const handler = httpHandler(
  { body: watchTokenSchema, rateLimit: FORM_RATE_LIMIT },
  ({ body }) => confirmWatch({ store: watchStore, clock }, body.token),
);
