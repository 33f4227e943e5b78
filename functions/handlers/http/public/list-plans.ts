import { httpHandler } from '#platform/http-handler';
import { marketCatalogue } from '#platform/market-catalogue';
import { planListQuerySchema } from '#shared/contracts/plan-lists';
import { listPlans } from '#use-cases/plans/list-plans';

export const handler = httpHandler(
  { query: planListQuerySchema },
  ({ query }) => listPlans(marketCatalogue, query),
);
