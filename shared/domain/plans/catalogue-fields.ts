import { z } from 'zod';
import { planDetailFields } from '../../cdr/plan-document-schema.ts';

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
 * gets a fallback, never a rejection. Picked from the one plan document
 * schema, so the catalogue reads the same fields the import checks.
 */
export const catalogueFieldsSchema = planDetailFields
  .pick({
    brand: true,
    brandName: true,
    displayName: true,
    description: true,
    applicationUri: true,
    lastUpdated: true,
    effectiveFrom: true,
    effectiveTo: true,
    additionalInformation: true,
    geography: true,
  })
  .extend({
    planId: text,
    electricityContract: contractFieldsSchema.optional(),
    gasContract: contractFieldsSchema.optional(),
  });

export type CatalogueFields = z.infer<typeof catalogueFieldsSchema>;
export type ContractFields = z.infer<typeof contractFieldsSchema>;
