import { z } from 'zod';
import { customerTypes, planSummarySchema } from './plans.ts';
import { priceUpdateRunSchema } from './price-updates.ts';

export const listStates = [
  'NSW',
  'ACT',
  'VIC',
  'QLD',
  'SA',
  'WA',
  'TAS',
  'NT',
] as const;

/** Orders a plan list offers: by retailer, or the results panel's rate sorts. */
export const planListSorts = [
  'retailer',
  'household_cost',
  'business_cost',
  'usage_rate',
  'green_energy',
  'no_lockin',
] as const;

export type PlanListSort = (typeof planListSorts)[number];

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
  })
  .refine((q) => q.state !== undefined || q.postcode !== undefined, {
    path: ['state'],
    message: 'Choose a state or give a postcode',
  });

export type PlanListQuery = z.infer<typeof planListQuerySchema>;

export const planListPageSchema = z.object({
  plans: z.array(planSummarySchema),
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
