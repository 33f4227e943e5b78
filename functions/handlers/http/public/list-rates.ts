import { httpHandler } from '#platform/http-handler';
import { marketCatalogue } from '#platform/market-catalogue';
import { latestPriceUpdateRun } from '#platform/price-update-runs';
import { planListQuerySchema } from '#shared/contracts/plan-lists';
import { listRates } from '#use-cases/plans/list-rates';

export const handler = httpHandler(
  { query: planListQuerySchema },
  ({ query }) =>
    listRates(
      { catalogue: marketCatalogue, latestRun: latestPriceUpdateRun },
      query,
    ),
);
