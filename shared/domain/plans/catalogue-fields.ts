import { z } from 'zod';

const text = z.string().trim().min(1);
const rate = z
  .union([z.number(), z.string()])
  .transform(Number)
  .pipe(z.number().finite());

const contractFieldsSchema = z.object({
  isFixed: z.boolean().optional(),
  termType: z.string().optional(),
  benefitPeriod: z.string().optional(),
  coolingOffDays: z.number().optional(),
  intrinsicGreenPower: z.object({ greenPercentage: rate }).optional(),
  fees: z
    .array(
      z.object({
        type: z.string(),
        amount: rate.optional(),
        rate: rate.optional(),
      }),
    )
    .optional(),
  discounts: z
    .array(z.object({ displayName: text.optional(), type: z.string() }))
    .optional(),
  incentives: z.array(z.object({ displayName: text.optional() })).optional(),
  greenPowerCharges: z
    .array(z.object({ displayName: text.optional() }))
    .optional(),
  billFrequency: z.array(z.string()).optional(),
});

/**
 * The display parts of a CDR EnergyPlanDetailV3 that the catalogue shows
 * and the cost engine does not need. Lenient: a missing display field
 * gets a fallback, never a rejection.
 */
export const catalogueFieldsSchema = z.object({
  planId: text,
  brand: z.string().optional(),
  brandName: z.string().optional(),
  displayName: z.string().optional(),
  description: z.string().optional(),
  applicationUri: z.string().optional(),
  lastUpdated: z.string().optional(),
  effectiveFrom: z.string().optional(),
  effectiveTo: z.string().optional(),
  additionalInformation: z
    .object({
      overviewUri: z.string().optional(),
      termsUri: z.string().optional(),
      pricingUri: z.string().optional(),
    })
    .optional(),
  geography: z
    .object({
      distributors: z.array(z.string()).optional(),
      includedPostcodes: z.array(z.string()).optional(),
      excludedPostcodes: z.array(z.string()).optional(),
    })
    .optional(),
  electricityContract: contractFieldsSchema.optional(),
  gasContract: contractFieldsSchema.optional(),
});

export type CatalogueFields = z.infer<typeof catalogueFieldsSchema>;
export type ContractFields = z.infer<typeof contractFieldsSchema>;
