import { httpHandler } from '#platform/http-handler';
import { planListQuerySchema } from '#shared/contracts/plan-lists';
import { listRates } from '#use-cases/plans/list-rates';

export const handler = httpHandler(
  { query: planListQuerySchema },
  ({ query }) => listRates(query),
);
