import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { clock, ids } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { finishPriceUpdateRun } from '#platform/price-update-runs';
import { triggerPriceUpdateSchema } from '#shared/contracts/price-updates';
import { startPriceUpdate } from '#use-cases/plans/import-plans';
import { requestPriceUpdate } from '#use-cases/plans/request-price-update';

export const handler = httpHandler(
  {
    body: triggerPriceUpdateSchema,
    successStatus: 202,
    rateLimit: FORM_RATE_LIMIT,
  },
  () =>
    requestPriceUpdate({
      clock,
      start: (trigger) => startPriceUpdate({ clock, ids }, trigger),
      publisher: eventBridgePublisher,
      finishRun: finishPriceUpdateRun,
    }),
);
