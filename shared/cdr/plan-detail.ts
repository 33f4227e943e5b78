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

const contractSchema = z
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

const planDetailSchema = z
  .object({
    planId: z.string().min(1),
    brand: z.string().optional(),
    brandName: z.string().optional(),
    displayName: z.string().optional(),
    type: z.enum(['STANDING', 'MARKET', 'REGULATED']),
    fuelType: z.enum(['ELECTRICITY', 'GAS', 'DUAL']),
    customerType: z.enum(['RESIDENTIAL', 'BUSINESS']).optional(),
    effectiveFrom: z.string().optional(),
    effectiveTo: z.string().optional(),
    lastUpdated: z.string().optional(),
    geography: z
      .object({ distributors: z.array(z.string()).optional() })
      .optional(),
    electricityContract: contractSchema.optional(),
    gasContract: contractSchema.optional(),
    meteringCharges: z
      .array(
        z.object({
          displayName: z.string().optional(),
          minimumValue: decimal,
          period: z.string().optional(),
        }),
      )
      .optional(),
  })
  .superRefine((plan, ctx) => {
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

const envelopeSchema = z.object({ data: planDetailSchema });

/** The parts of a CDR EnergyPlanDetailV3 the cost engine reads. */
export type PlanDetail = z.infer<typeof planDetailSchema>;
/** An EnergyPlanContractV3 (electricity or gas). */
export type PlanContract = z.infer<typeof contractSchema>;
export type TariffPeriod = PlanContract['tariffPeriod'][number];
export type ControlledLoad = NonNullable<
  PlanContract['controlledLoad']
>[number];
export type FeedInTariff = NonNullable<
  PlanContract['solarFeedInTariff']
>[number];
export type PlanDiscount = NonNullable<PlanContract['discounts']>[number];
export type PlanFee = NonNullable<PlanContract['fees']>[number];
export type MeteringCharge = NonNullable<PlanDetail['meteringCharges']>[number];

/** One problem in a plan document; `path` is like `data.tariffPeriod[0].x`. */
export interface PlanDocumentIssue {
  readonly path: string;
  readonly message: string;
}

/** A plan document the engine cannot use; names every failing field. */
export class PlanDocumentError extends Error {
  override readonly name = 'PlanDocumentError';
  constructor(readonly issues: readonly PlanDocumentIssue[]) {
    const [first] = issues;
    const more = issues.length > 1 ? ` (+${issues.length - 1} more)` : '';
    super(
      `${first?.path ?? 'document'}: ${first?.message ?? 'invalid'}${more}`,
    );
  }
  /** Path of the first failing field. */
  get path(): string {
    return this.issues[0]?.path ?? '';
  }
}

/** Formats a zod path as `a.b[0].c`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, i) =>
      typeof key === 'number'
        ? `[${key}]`
        : `${i === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

function toIssue(issue: z.core.$ZodIssue): PlanDocumentIssue {
  const missing = issue.message.endsWith('received undefined');
  return {
    path: formatPath(issue.path),
    message: missing ? 'is required' : issue.message,
  };
}

/**
 * Parses a `GET /energy/plans/{planId}` (x-v 3) response `{data, links,
 * meta}`. Throws {@link PlanDocumentError} naming each missing or malformed
 * field the engine needs; it never fills a gap with zero.
 */
export function parsePlanDetail(document: unknown): PlanDetail {
  const result = envelopeSchema.safeParse(document);
  if (!result.success) {
    throw new PlanDocumentError(result.error.issues.map(toIssue));
  }
  return result.data.data;
}

/** Same as {@link parsePlanDetail} for the bare `data` object. */
export function parsePlanDetailData(data: unknown): PlanDetail {
  return parsePlanDetail({ data });
}
