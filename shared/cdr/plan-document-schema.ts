import { z } from 'zod';
import {
  controlledLoadSchema,
  decimal,
  feedInTariffSchema,
  tariffPeriodSchema,
} from './plan-detail-schema.ts';

const discountSchema = z
  .object({
    displayName: z.string().optional(),
    description: z.string().optional(),
    type: z.enum(['CONDITIONAL', 'GUARANTEED', 'OTHER']),
    category: z.string().optional(),
    methodUType: z.enum([
      'percentOfBill',
      'percentOfUse',
      'fixedAmount',
      'percentOverThreshold',
    ]),
    percentOfBill: z.object({ rate: decimal }).optional(),
    percentOfUse: z.object({ rate: decimal }).optional(),
    fixedAmount: z.object({ amount: decimal }).optional(),
    percentOverThreshold: z
      .object({ rate: decimal, usageAmount: decimal })
      .optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
  })
  .superRefine((discount, ctx) => {
    const method = discount.methodUType;
    if (discount[method] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [method],
        message: `is required when methodUType is ${method}`,
      });
    }
  });

const feeSchema = z.object({
  type: z.string(),
  term: z.string(),
  amount: decimal.optional(),
  rate: decimal.optional(),
  description: z.string().optional(),
});

export const contractSchema = z
  .object({
    pricingModel: z.enum([
      'SINGLE_RATE',
      'SINGLE_RATE_CONT_LOAD',
      'TIME_OF_USE',
      'TIME_OF_USE_CONT_LOAD',
      'FLEXIBLE',
      'FLEXIBLE_CONT_LOAD',
      'QUOTA',
    ]),
    timeZone: z.enum(['LOCAL', 'AEST']).optional(),
    tariffPeriod: z.array(tariffPeriodSchema).min(1),
    controlledLoad: z.array(controlledLoadSchema).optional(),
    solarFeedInTariff: z.array(feedInTariffSchema).optional(),
    discounts: z.array(discountSchema).optional(),
    fees: z.array(feeSchema).optional(),
    benefitPeriod: z.string().optional(),
    onExpiryDescription: z.string().optional(),
  })
  .superRefine((contract, ctx) => {
    if (
      contract.pricingModel.endsWith('_CONT_LOAD') &&
      !contract.controlledLoad?.length
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['controlledLoad'],
        message: `is required when pricingModel is ${contract.pricingModel}`,
      });
    }
  });

/**
 * The fields of a CDR `EnergyPlanDetailV3` we read, without the rule that
 * ties contracts to the fuel type, so other shapes (a listed plan) can be
 * picked from it.
 */
export const planDetailFields = z.object({
  planId: z.string().min(1),
  brand: z.string().optional(),
  brandName: z.string().optional(),
  displayName: z.string().optional(),
  description: z.string().optional(),
  type: z.enum(['STANDING', 'MARKET', 'REGULATED']),
  fuelType: z.enum(['ELECTRICITY', 'GAS', 'DUAL']),
  customerType: z.enum(['RESIDENTIAL', 'BUSINESS']).optional(),
  effectiveFrom: z.string().optional(),
  effectiveTo: z.string().optional(),
  lastUpdated: z.string().optional(),
  applicationUri: z.string().optional(),
  additionalInformation: z
    .object({
      overviewUri: z.string().optional(),
      termsUri: z.string().optional(),
      eligibilityUri: z.string().optional(),
      pricingUri: z.string().optional(),
      bundleUri: z.string().optional(),
    })
    .optional(),
  geography: z
    .object({
      distributors: z.array(z.string()).optional(),
      // Postcodes, or ranges such as `3000-3999`, the plan is or is not sold in.
      includedPostcodes: z.array(z.string()).optional(),
      excludedPostcodes: z.array(z.string()).optional(),
    })
    .optional(),
  electricityContract: contractSchema.optional(),
  gasContract: contractSchema.optional(),
  meteringCharges: z
    .array(
      z.object({
        displayName: z.string().optional(),
        description: z.string().optional(),
        minimumValue: decimal,
        maximumValue: decimal.optional(),
        period: z.string().optional(),
      }),
    )
    .optional(),
});

/** A plan-detail `data` object: its fields and the contract its fuel needs. */
export const planDetailSchema = planDetailFields.superRefine((plan, ctx) => {
  const fuels =
    plan.fuelType === 'DUAL' ? ['ELECTRICITY', 'GAS'] : [plan.fuelType];
  for (const fuel of fuels) {
    const key = fuel === 'GAS' ? 'gasContract' : 'electricityContract';
    if (plan[key] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `is required when fuelType is ${plan.fuelType}`,
      });
    }
  }
});

/**
 * A plan-detail `data` object as published, before parsing (decimals may
 * still be strings): the one CDR plan type that every other plan shape in
 * the code derives from.
 */
export type CdrPlanDocument = z.input<typeof planDetailSchema>;
