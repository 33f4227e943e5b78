import { NotFoundError } from '#platform/errors';
import { httpHandler } from '#wiring/http-handler';

export const handler = httpHandler({}, async ({ event }) => {
  throw new NotFoundError(`No API route for ${event.rawPath}`);
});
