import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readValidJson, sendJson } from '../http-json.ts';
import type { RedriveResult } from './event-bus.ts';

const bodySchema = z.strictObject({ id: z.string().min(1).optional() });

/**
 * `POST /_dev/parked/redrive` with `{ "id"?: event id }`: replays the
 * parked events and the queues' dead letters, and answers once each is
 * delivered or parked again.
 */
export function redriveRoute(
  redrive: (id?: string) => Promise<readonly RedriveResult[]>,
) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST')
      return sendJson(response, 405, { message: 'POST only' });
    const body = await readValidJson(request, response, bodySchema);
    if (!body) return;
    sendJson(response, 200, { redriven: await redrive(body.id) });
  };
}
