import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readValidJson, sendJson } from '../http-json.ts';
import type { Outbox } from './outbox.ts';
import {
  ACCEPTED_NO_ANSWER,
  SES_ERRORS,
  type SesErrorCode,
} from './ses-faults.ts';

const faultSchema = z.strictObject({
  code: z.enum([
    ...(Object.keys(SES_ERRORS) as [SesErrorCode, ...SesErrorCode[]]),
    ACCEPTED_NO_ANSWER,
  ]),
  mentioning: z.string().min(1).optional(),
  times: z.number().int().positive().optional(),
});

/**
 * `/_dev/ses-faults`: GET lists the queued faults and the latest send
 * attempts, POST queues a fault, DELETE clears them all.
 */
export function sesFaultsRoute(outbox: Outbox) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const { faults } = outbox;
    if (request.method === 'GET')
      return sendJson(response, 200, {
        faults: faults.list(),
        attempts: outbox.attempts(),
      });
    if (request.method === 'DELETE') {
      faults.clear();
      return sendJson(response, 200, { faults: faults.list() });
    }
    if (request.method !== 'POST')
      return sendJson(response, 405, { message: 'GET, POST or DELETE' });
    const fault = await readValidJson(request, response, faultSchema);
    if (!fault) return;
    faults.add(fault);
    sendJson(response, 201, { faults: faults.list() });
  };
}
