import { httpHandler } from '#platform/http-handler';
import { planListQuerySchema } from '#shared/contracts/plan-lists';
import { listPlans } from '#use-cases/plans/list-plans';
import { clock } from '#wiring/deps';
import { marketCatalogue } from '#wiring/market-catalogue';

export const handler = httpHandler(
  { query: planListQuerySchema },
  ({ query }) => listPlans({ catalogue: marketCatalogue, clock }, query),
);
