import { z } from 'zod';
import type { PlanListItem } from '#use-cases/ports-cdr';

/** `EnergyPlan` as listed; fields we do not store are dropped. */
const planListItemSchema = z.object({
  planId: z.string().min(1),
  brand: z.string(),
  brandName: z.string(),
  displayName: z.string().optional(),
  type: z.enum(['STANDING', 'MARKET', 'REGULATED']),
  fuelType: z.enum(['ELECTRICITY', 'GAS', 'DUAL']),
  customerType: z.enum(['RESIDENTIAL', 'BUSINESS']).optional(),
  effectiveFrom: z.string().optional(),
  effectiveTo: z.string().optional(),
  lastUpdated: z.string().min(1),
}) satisfies z.ZodType<PlanListItem>;

/** `EnergyPlanListResponse` (Get Generic Plans, x-v 1). */
export const planListResponseSchema = z.object({
  data: z.object({ plans: z.array(planListItemSchema) }),
  links: z.object({ self: z.string(), next: z.string().optional() }),
  meta: z.object({
    totalRecords: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  }),
});

export type PlanListResponse = z.infer<typeof planListResponseSchema>;

/** The first problem of a list response, as `path: message`. */
export function describeListIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid';
}
