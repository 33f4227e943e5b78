import { httpHandler } from '#platform/http-handler';
import { getLatestPriceUpdate } from '#use-cases/plans/get-latest-price-update';
import { latestPriceUpdateRun } from '#wiring/price-update-runs';

export const handler = httpHandler({}, () =>
  getLatestPriceUpdate(latestPriceUpdateRun),
);
