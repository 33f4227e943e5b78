import { z } from 'zod';
import { httpHandler } from '#platform/http-handler';
import { getActivePlan } from '#use-cases/plans/get-plan';
import { planLookup } from '#wiring/plan-lookup';

const pathSchema = z.object({ id: z.string().min(1).max(128) });

export const handler = httpHandler({ path: pathSchema }, ({ path }) =>
  getActivePlan(planLookup, path.id),
);
