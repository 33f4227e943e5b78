import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readValidJson, sendJson } from '../http-json.ts';
import type { CdrSource } from './cdr-source.ts';
import type { PublishedChanges } from './published-changes.ts';
import { raisePrice } from './raise-price.ts';

const bodySchema = z.strictObject({
  planId: z.string().min(1).max(200),
  /** How much dearer the new version is, in percent. */
  percent: z.number().min(-50).max(200).default(10),
});

/**
 * `POST /_dev/cdr/raise-price` with `{ "planId", "percent"? }`: the local
 * CDR source publishes a new version of that plan, so the next Refresh
 * Prices imports it as changed (docs/price-alerts.md).
 */
export function raisePriceRoute(cdr: CdrSource, published: PublishedChanges) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST')
      return sendJson(response, 405, { message: 'POST only' });
    const body = await readValidJson(request, response, bodySchema);
    if (!body) return;
    const plan = cdr.getPlan(body.planId);
    if (!plan)
      return sendJson(response, 404, {
        message: `The local CDR source has no plan ${body.planId}`,
      });
    const raised = raisePrice(plan, body.percent, new Date());
    cdr.putPlan(raised);
    await published.record(raised);
    sendJson(response, 200, {
      planId: raised.planId,
      lastUpdated: raised.lastUpdated,
    });
  };
}
