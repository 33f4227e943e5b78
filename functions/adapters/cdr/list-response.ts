import { z } from 'zod';
import { planDetailFields } from '#shared/cdr/plan-document-schema';
import type { PlanListItem } from '#use-cases/ports-cdr';

/** `EnergyPlan` as listed: the plan document's listing fields; others are dropped. */
const planListItemSchema = planDetailFields
  .pick({
    planId: true,
    displayName: true,
    type: true,
    fuelType: true,
    customerType: true,
    effectiveFrom: true,
    effectiveTo: true,
  })
  .extend({
    // Required in a listing, as the standard has them.
    brand: z.string(),
    brandName: z.string(),
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
