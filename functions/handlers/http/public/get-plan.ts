import { z } from 'zod';
import { getActivePlan } from '#use-cases/plans/get-plan';
import { httpHandler } from '#wiring/http-handler';
import { planLookup } from '#wiring/plan-lookup';

const pathSchema = z.object({ id: z.string().min(1).max(128) });

export const handler = httpHandler({ path: pathSchema }, ({ path }) =>
  getActivePlan(planLookup, path.id),
);
