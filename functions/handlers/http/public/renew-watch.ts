import { watchStore } from '#adapters/watch-store';
import { clock } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { watchTokenSchema } from '#shared/contracts/watches';
import { renewWatch } from '#use-cases/watches/watch-links';

export const handler = httpHandler(
  { body: watchTokenSchema, rateLimit: FORM_RATE_LIMIT },
  ({ body }) => renewWatch({ store: watchStore, clock }, body.token),
);
