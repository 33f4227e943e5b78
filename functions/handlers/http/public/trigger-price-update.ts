import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { clock, ids } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { priceUpdateRuns } from '#platform/plan-catalogue-store';
import { triggerPriceUpdateSchema } from '#shared/contracts/price-updates';
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
      ids,
      publisher: eventBridgePublisher,
      runs: priceUpdateRuns,
    }),
);
