import { z } from 'zod';
import { listStates, planListSorts } from '../domain/plans/list-options.ts';
import { cardEstimatesSchema } from './compare.ts';
import { oneLine } from './fields.ts';
import { customerTypes, planSummarySchema } from './plans.ts';
import { priceUpdateRunSchema } from './price-updates.ts';

export type { PlanListSort } from '../domain/plans/list-options.ts';
export { listStates, planListSorts };

/** Plans and rates are listed for one market at a time, a page at once. */
export const planListQuerySchema = z
  .strictObject({
    state: z.enum(listStates).optional(),
    postcode: z
      .string()
      .regex(/^\d{4}$/, 'Postcode must be 4 digits')
      .optional(),
    energyType: z.enum(['Electricity', 'Gas']).default('Electricity'),
    customerType: z.enum(customerTypes).default('Residential'),
    sort: z.enum(planListSorts).default('retailer'),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    cursor: z.string().max(200).optional(),
    /** One retailer's plans (its name, however written). */
    retailer: oneLine(z.string().trim().min(1).max(100)).optional(),
    /** Words the plan's name starts with, e.g. "go var". */
    q: oneLine(z.string().trim().max(100)).optional(),
  })
  .refine((q) => q.state !== undefined || q.postcode !== undefined, {
    path: ['state'],
    message: 'Choose a state or give a postcode',
  });

export type PlanListQuery = z.infer<typeof planListQuerySchema>;

/** A listed plan with the engine's card estimates, as compare's rows carry them. */
export const listedPlanSchema = planSummarySchema.extend({
  cardEstimates: cardEstimatesSchema,
});

export type ListedPlan = z.infer<typeof listedPlanSchema>;

export const planListPageSchema = z.object({
  plans: z.array(listedPlanSchema),
  /** Plans in the whole list, over every page. */
  total: z.number().int().nonnegative(),
  /** Opaque; absent on the last page. */
  nextCursor: z.string().nullable(),
  state: z.string().nullable(),
});

export type PlanListPage = z.infer<typeof planListPageSchema>;

export const ratesPageSchema = planListPageSchema.extend({
  latestUpdate: priceUpdateRunSchema.nullable(),
});

export type RatesPage = z.infer<typeof ratesPageSchema>;
