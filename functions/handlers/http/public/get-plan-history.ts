import { z } from 'zod';
import { planHistoryQuerySchema } from '#shared/contracts/plan-history';
import { getPlanHistory } from '#use-cases/plans/get-plan-history';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { planHistory } from '#wiring/plan-catalogue-store';

const pathSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9@._:+-]{1,128}$/, 'is not a plan id'),
});

export const handler = httpHandler(
  { path: pathSchema, query: planHistoryQuerySchema },
  ({ path, query }) =>
    getPlanHistory(planHistory, path.id, query.limit, clock.now()),
);
