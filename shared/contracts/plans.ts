import { z } from 'zod';

export const energyTypes = ['Electricity', 'Gas', 'Solar'] as const;
export const customerTypes = ['Residential', 'Business'] as const;
export const planTypes = ['Fixed', 'Variable'] as const;

/**
 * A published plan as the API lists it. Prices
 * include GST, as everything shown to users does.
 */
export const planSummarySchema = z.object({
  id: z.string(),
  /** The CDR brand id the plan is published under. */
  brand: z.string(),
  retailer: z.string(),
  planName: z.string(),
  planType: z.enum(planTypes),
  energyType: z.enum(energyTypes),
  customerType: z.enum(customerTypes),
  greenEnergyPercent: z.number().min(0).max(100),
  supplyChargeDollarsPerDay: z.number().nonnegative(),
  /** Cents per kWh for electricity, cents per MJ for gas. */
  usageCentsPerUnit: z.number().nonnegative(),
  solarFeedInCentsPerKwh: z.number().nonnegative().nullable(),
  exitFees: z.string(),
  contractTerm: z.string(),
  features: z.array(z.string()),
  availableStates: z.array(z.string()),
  /** Distribution networks the plan is sold on, as the CDR names them. */
  networks: z.array(z.string()),
  retailerUrl: z.url().nullable(),
  isPopular: z.boolean(),
  isActive: z.boolean(),
  lastUpdated: z.iso.datetime(),
  dataSource: z.string(),
});

export type PlanSummary = z.infer<typeof planSummarySchema>;

export const listPlansResponseSchema = z.object({
  plans: z.array(planSummarySchema),
});

export type ListPlansResponse = z.infer<typeof listPlansResponseSchema>;
