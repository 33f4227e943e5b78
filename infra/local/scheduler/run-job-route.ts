import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readValidJson, sendJson } from '../http-json.ts';
import type { LocalScheduler } from './local-scheduler.ts';

const bodySchema = z.strictObject({ id: z.string().min(1) });

/**
 * `POST /_dev/jobs/run` with `{ "id": schedule id }`: runs that job now
 * and answers with what it returned (a report's `messageId`, say).
 */
export function runJobRoute(scheduler: LocalScheduler) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST')
      return sendJson(response, 405, { message: 'POST only' });
    const body = await readValidJson(request, response, bodySchema);
    if (!body) return;
    const ran = await scheduler.runNow(body.id).catch((error: unknown) => {
      sendJson(response, 500, { message: `The job failed: ${String(error)}` });
      return null;
    });
    if (ran === null) return;
    if (!ran)
      return sendJson(response, 404, {
        message: `No schedule "${body.id}" in the manifest`,
      });
    sendJson(response, 200, { id: body.id, result: ran.result });
  };
}
