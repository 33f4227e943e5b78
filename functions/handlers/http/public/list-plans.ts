import { planListQuerySchema } from '#shared/contracts/plan-lists';
import { listPlans } from '#use-cases/plans/list-plans';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { marketCatalogue } from '#wiring/market-catalogue';

export const handler = httpHandler(
  { query: planListQuerySchema },
  ({ query }) => listPlans({ catalogue: marketCatalogue, clock }, query),
);
