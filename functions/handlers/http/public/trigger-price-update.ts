import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { clock, ids } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { triggerPriceUpdateSchema } from '#shared/contracts/price-updates';
import { requestPriceUpdate } from '#use-cases/plans/request-price-update';

export const handler = httpHandler(
  { body: triggerPriceUpdateSchema, successStatus: 202 },
  () => requestPriceUpdate({ clock, ids, publisher: eventBridgePublisher }),
);
