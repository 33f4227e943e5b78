import { getLatestPriceUpdate } from '#use-cases/plans/get-latest-price-update';
import { httpHandler } from '#wiring/http-handler';
import { latestPriceUpdateRun } from '#wiring/price-update-runs';

export const handler = httpHandler({}, () =>
  getLatestPriceUpdate(latestPriceUpdateRun),
);
