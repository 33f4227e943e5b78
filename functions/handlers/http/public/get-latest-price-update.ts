import { httpHandler } from '#platform/http-handler';
import { getLatestPriceUpdate } from '#use-cases/plans/get-latest-price-update';

export const handler = httpHandler({}, () => getLatestPriceUpdate());
