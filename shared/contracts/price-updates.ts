import { z } from 'zod';

export const priceUpdateStatuses = ['running', 'completed', 'failed'] as const;
export const priceUpdateTriggers = [
  'manual',
  'scheduled',
  'startup',
  'folder',
] as const;

/** A plan the import left out, and why (the rest still imports). */
export const skippedPlanSchema = z.object({
  brand: z.string(),
  planId: z.string(),
  reason: z.string(),
});

/** How one brand's import went. */
export const brandProgressSchema = z.object({
  brand: z.string(),
  listed: z.number().int().nonnegative(),
  added: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  deactivated: z.number().int().nonnegative(),
  failed: z.boolean(),
  seconds: z.number().nonnegative(),
});

export type BrandProgress = z.infer<typeof brandProgressSchema>;

/** One run of the plan import: a line of the price update log. */
export const priceUpdateRunSchema = z.object({
  id: z.string(),
  status: z.enum(priceUpdateStatuses),
  trigger: z.enum(priceUpdateTriggers),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  plansAdded: z.number().int().nonnegative(),
  plansUpdated: z.number().int().nonnegative(),
  plansDeactivated: z.number().int().nonnegative(),
  plansSkipped: z.number().int().nonnegative(),
  /** Listed plans checked and found as stored (runs before it was counted: 0). */
  plansUnchanged: z.number().int().nonnegative().default(0),
  /** Each brand's tally, filled in as brands finish. */
  brands: z.array(brandProgressSchema).default([]),
  /** Catalogue partitions whose plans this run changed (fuel.customer.network). */
  partitionsChanged: z.array(z.string()).default([]),
  /** An incremental run asked only for plans changed since this; null for a full run. */
  updatedSince: z.iso.datetime().nullable().default(null),
  /** The catalogue version this run published; null when it published none. */
  catalogueVersion: z.string().nullable().default(null),
  /** The first skipped plans with their reasons (at most 50). */
  skipped: z.array(skippedPlanSchema),
  brandFailures: z.array(z.object({ brand: z.string(), reason: z.string() })),
  /** Brand slugs imported this run but not the one before (runs before discovery lack them). */
  brandsAppeared: z.array(z.string()).default([]),
  /** Brand slugs the previous run imported and this one does not. */
  brandsDisappeared: z.array(z.string()).default([]),
  /** Set when the brand list did not come from the CDR Register this run. */
  brandListNote: z.string().nullable().default(null),
  failureReason: z.string().nullable(),
});

export type PriceUpdateRun = z.infer<typeof priceUpdateRunSchema>;
export type SkippedPlan = z.infer<typeof skippedPlanSchema>;

/** `update-energy-plans`, behind the Refresh Prices button. */
export const triggerPriceUpdateSchema = z.strictObject({
  manual: z.literal(true, { error: 'manual must be true' }),
});

export const triggerPriceUpdateResponseSchema = z.object({
  /** False when a run under way (or within a minute) was returned instead. */
  started: z.boolean(),
  run: priceUpdateRunSchema,
});

export type TriggerPriceUpdateResponse = z.infer<
  typeof triggerPriceUpdateResponseSchema
>;

export const latestPriceUpdateResponseSchema = z.object({
  run: priceUpdateRunSchema.nullable(),
});
