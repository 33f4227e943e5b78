import { z } from 'zod';
import { energyTypes } from './plans.ts';

/** How one published price moved from the version before. */
export const priceChangeSchema = z.object({
  label: z.string(),
  kind: z.enum(['charge', 'rate', 'feed-in', 'discount', 'fee']),
  unit: z.enum(['$/day', 'c/kWh', 'c/MJ', '$/kW', '%', '$']),
  direction: z.enum(['up', 'down', 'added', 'removed']),
  from: z.number().nullable(),
  to: z.number().nullable(),
  /** The change in plain words. */
  text: z.string(),
});

/** A version's headline rates, GST included (feed-in has none). */
export const versionRatesSchema = z.object({
  supplyChargeDollarsPerDay: z.number(),
  /** Cents per kWh for electricity, cents per MJ for gas. */
  usageCentsPerUnit: z.number(),
  solarFeedInCentsPerKwh: z.number().nullable(),
});

export const planVersionSchema = z.object({
  version: z.number().int().min(1),
  /** When we first saw this content published. */
  from: z.iso.datetime(),
  /** When the next version replaced it; null for the latest. */
  to: z.iso.datetime().nullable(),
  /** The CDR's own `lastUpdated` of the document we saw. */
  cdrLastUpdated: z.string(),
  /** The changes in one line ("First seen" for the first version). */
  summary: z.string(),
  /** Null for the first version we saw: nothing to compare with. */
  changes: z.array(priceChangeSchema).nullable(),
  rates: versionRatesSchema,
  /** First-year cost at the typical use; null when it cannot be priced. */
  annualCostIncGst: z.number().nullable(),
});

export const planHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const planHistoryResponseSchema = z.object({
  planId: z.string(),
  retailer: z.string(),
  planName: z.string(),
  energyType: z.enum(energyTypes),
  /** False once the retailer stopped publishing the plan. */
  isActive: z.boolean(),
  /** The first version we saw (of those returned). */
  since: z.iso.datetime(),
  /**
   * The typical household each version is priced for, as the plan page
   * prices it (docs/pricing-rules.md, Typical household).
   */
  typicalUse: z.object({
    /** E.g. `A home using 20 kWh a day`. */
    label: z.string(),
    annualUse: z.number(),
    unit: z.enum(['kWh', 'MJ']),
  }),
  /** The network the typical household is on (the plan's first). */
  network: z.string().nullable(),
  /** Oldest first; the newest `limit` versions when there are more. */
  versions: z.array(planVersionSchema),
  /** Versions older than those returned were left out. */
  truncated: z.boolean(),
  /** When a price last changed (the latest version with a price change). */
  lastPriceChange: z.iso.datetime().nullable(),
});

export type PriceChangeView = z.infer<typeof priceChangeSchema>;
export type PlanVersionView = z.infer<typeof planVersionSchema>;
export type PlanHistoryResponse = z.infer<typeof planHistoryResponseSchema>;
