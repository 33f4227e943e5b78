import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readValidJson, sendJson } from '../http-json.ts';
import type { LocalBus } from './event-bus.ts';

const bodySchema = z.strictObject({ id: z.string().min(1).optional() });

/**
 * `POST /_dev/parked/redrive` with `{ "id"?: event id }`: replays the
 * parked events and answers once each is delivered or parked again.
 */
export function redriveRoute(bus: LocalBus) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST')
      return sendJson(response, 405, { message: 'POST only' });
    const body = await readValidJson(request, response, bodySchema);
    if (!body) return;
    sendJson(response, 200, { redriven: await bus.redrive(body.id) });
  };
}
