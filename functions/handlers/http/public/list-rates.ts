import { planListQuerySchema } from '#shared/contracts/plan-lists';
import { listRates } from '#use-cases/plans/list-rates';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { marketCatalogue } from '#wiring/market-catalogue';
import { latestPriceUpdateRun } from '#wiring/price-update-runs';

export const handler = httpHandler(
  { query: planListQuerySchema },
  ({ query }) =>
    listRates(
      { catalogue: marketCatalogue, latestRun: latestPriceUpdateRun, clock },
      query,
    ),
);
