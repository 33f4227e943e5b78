import { logger } from '#platform/observability';
import { clientEventSchema } from '#shared/contracts/client-events';
import { logClientEvent } from '#use-cases/client-events/log-client-event';
import { httpHandler } from '#wiring/http-handler';

/** Logs only; no table, so a burst of 404s costs nothing but log lines. */
export const handler = httpHandler(
  { body: clientEventSchema, successStatus: 204, maxBodyBytes: 1024 },
  ({ body }) => logClientEvent({ log: logger }, body),
);
