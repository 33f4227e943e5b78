import { z } from 'zod';
import { discountEnd } from '../costs/discount-ends.ts';

const text = z.string().trim().min(1);
/** Only web addresses become links: a published `javascript:` never does. */
const webAddress = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value));
const lenient = <T extends z.ZodType>(schema: T) =>
  schema.optional().catch(undefined);

const contractSchema = z.object({
  terms: lenient(text),
  benefitPeriod: lenient(text),
  onExpiryDescription: lenient(text),
  additionalFeeInformation: lenient(text),
  paymentOption: lenient(z.array(z.string())),
  eligibility: lenient(
    z.array(
      z.object({
        type: z.string().optional(),
        information: lenient(text),
        description: lenient(text),
      }),
    ),
  ),
  incentives: lenient(
    z.array(
      z.object({ displayName: lenient(text), description: lenient(text) }),
    ),
  ),
  discounts: lenient(
    z.array(
      z.object({
        displayName: lenient(text),
        description: lenient(text),
        type: z.string().optional(),
        endDate: lenient(text),
      }),
    ),
  ),
});

const planSchema = z.object({
  description: lenient(text),
  type: lenient(z.enum(['MARKET', 'STANDING', 'REGULATED'])),
  effectiveFrom: lenient(text),
  effectiveTo: lenient(text),
  applicationUri: lenient(webAddress),
  additionalInformation: lenient(
    z.object({
      overviewUri: lenient(webAddress),
      termsUri: lenient(webAddress),
      eligibilityUri: lenient(webAddress),
      pricingUri: lenient(webAddress),
    }),
  ),
  electricityContract: lenient(contractSchema),
  gasContract: lenient(contractSchema),
});

/** A discount and when the plan says it stops. */
export interface FactDiscount {
  readonly name: string;
  readonly description: string | null;
  /** Guaranteed discounts count in the headline cost; others need a condition met. */
  readonly guaranteed: boolean;
  /** never: lasts as long as the plan; onDate: `endsOn`; afterBenefitPeriod: counted from joining. */
  readonly ends: 'never' | 'onDate' | 'afterBenefitPeriod';
  readonly endsOn: string | null;
}

/** What a plan's fact sheet says beyond its prices and contract terms. */
export interface PlanFacts {
  /** The retailer's own words on the plan (who it suits). */
  readonly description: string | null;
  readonly offerType:
    | 'Market offer'
    | 'Standing offer'
    | 'Regulated offer'
    | null;
  readonly effectiveFrom: string | null;
  readonly effectiveTo: string | null;
  readonly eligibility: readonly { name: string; details: string | null }[];
  readonly paymentOptions: readonly string[];
  readonly incentives: readonly { name: string; description: string | null }[];
  readonly discounts: readonly FactDiscount[];
  readonly benefitPeriod: string | null;
  readonly termsText: string | null;
  readonly feeInformation: string | null;
  readonly links: {
    readonly apply: string | null;
    readonly overview: string | null;
    readonly terms: string | null;
    readonly eligibility: string | null;
    readonly pricing: string | null;
  };
}

const OFFER_TYPES = {
  MARKET: 'Market offer',
  STANDING: 'Standing offer',
  REGULATED: 'Regulated offer',
} as const;

const PAYMENT_WORDS: Record<string, string> = {
  DIRECT_DEBIT: 'Direct debit',
  BPAY: 'BPAY',
  CREDIT_CARD: 'Credit card',
  DEBIT_CARD: 'Debit card',
  PAPER_BILL: 'Paper bill (cheque, post office)',
  OTHER: 'Other ways (ask the retailer)',
};

/** A CDR code in words: `CHEQUE_OR_MONEY_ORDER` is "Cheque or money order". */
const readable = (code: string) =>
  `${code.charAt(0)}${code.slice(1).toLowerCase().replaceAll('_', ' ')}`;

/**
 * Who the plan suits, who may take it, how to pay and sign up, and each
 * discount with when it ends (docs/pricing-rules.md, "After the benefits
 * end"), from a CDR plan-detail `data` object. Lenient: a field it cannot
 * read is left out, never an error.
 */
export function planFacts(data: unknown): PlanFacts {
  const parsed = planSchema.safeParse(data);
  const plan = parsed.success ? parsed.data : {};
  const contract = plan.electricityContract ?? plan.gasContract ?? {};
  const info = plan.additionalInformation;
  return {
    description: plan.description ?? null,
    offerType: plan.type ? OFFER_TYPES[plan.type] : null,
    effectiveFrom: plan.effectiveFrom?.slice(0, 10) ?? null,
    effectiveTo: plan.effectiveTo?.slice(0, 10) ?? null,
    eligibility: (contract.eligibility ?? []).map((rule) => ({
      name: rule.information ?? readable(rule.type ?? 'OTHER'),
      details: rule.description ?? null,
    })),
    paymentOptions: (contract.paymentOption ?? []).map(
      (code) => PAYMENT_WORDS[code] ?? readable(code),
    ),
    incentives: (contract.incentives ?? []).map((incentive) => ({
      name: incentive.displayName ?? 'Incentive',
      description: incentive.description ?? null,
    })),
    discounts: (contract.discounts ?? []).map((discount) => {
      const end = discountEnd(discount, contract);
      return {
        name: discount.displayName ?? 'Discount',
        description: discount.description ?? null,
        guaranteed: discount.type === 'GUARANTEED',
        ends: !end ? 'never' : end.endsOn ? 'onDate' : 'afterBenefitPeriod',
        endsOn: end?.endsOn ?? null,
      };
    }),
    benefitPeriod: contract.benefitPeriod ?? null,
    termsText: contract.terms ?? null,
    feeInformation: contract.additionalFeeInformation ?? null,
    links: {
      apply: plan.applicationUri ?? null,
      overview: info?.overviewUri ?? null,
      terms: info?.termsUri ?? null,
      eligibility: info?.eligibilityUri ?? null,
      pricing: info?.pricingUri ?? null,
    },
  };
}
