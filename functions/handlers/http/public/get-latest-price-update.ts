import { httpHandler } from '#platform/http-handler';
import { latestPriceUpdateRun } from '#platform/price-update-runs';
import { getLatestPriceUpdate } from '#use-cases/plans/get-latest-price-update';

export const handler = httpHandler({}, () =>
  getLatestPriceUpdate(latestPriceUpdateRun),
);
