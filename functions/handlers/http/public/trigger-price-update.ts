import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { triggerPriceUpdateSchema } from '#shared/contracts/price-updates';
import { requestPriceUpdate } from '#use-cases/plans/request-price-update';
import { clock, ids } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { priceUpdateRuns } from '#wiring/plan-catalogue-store';

export const handler = httpHandler(
  {
    body: triggerPriceUpdateSchema,
    successStatus: 202,
    rateLimit: FORM_RATE_LIMIT,
  },
  () =>
    requestPriceUpdate({
      clock,
      ids,
      publisher: eventBridgePublisher,
      runs: priceUpdateRuns,
    }),
);
