import { z } from 'zod';
import { SIDE_BY_SIDE_MAX_PLANS } from '../domain/compare/side-by-side-limit.ts';
import type { MonthCost } from '../domain/costs/month-split.ts';
import { type ComparedPlan, usageInputSchema } from './compare.ts';
import { marketFields } from './market.ts';
import { whatIfInputSchema } from './what-if.ts';

export { SIDE_BY_SIDE_MAX_PLANS };

/** A catalogue plan id as it travels in a shared link. */
export const planIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._~@-]+$/, 'must be URL-safe characters');

/** Strict: a field the page never sends is refused (400). */
export const sideBySideRequestSchema = z.strictObject({
  planIds: z
    .array(planIdSchema)
    .min(1, 'pick at least one plan')
    .max(SIDE_BY_SIDE_MAX_PLANS, `pick at most ${SIDE_BY_SIDE_MAX_PLANS} plans`)
    .refine((ids) => new Set(ids).size === ids.length, 'a plan is repeated'),
  ...marketFields,
  usage: usageInputSchema,
  /**
   * Solar, a battery, an EV or a shifted load: each plan is then priced
   * before and after it as the what-if's rows on /compare are
   * (docs/what-if.md).
   */
  whatIf: whatIfInputSchema.optional(),
});

export type SideBySideRequest = z.infer<typeof sideBySideRequestSchema>;
export type SideBySideRequestInput = z.input<typeof sideBySideRequestSchema>;

/** A fee as the plan publishes it, GST included. */
export interface TermFee {
  readonly kind: 'exit' | 'late' | 'other';
  readonly name: string;
  /** E.g. `$65.00`, `$12.00 a month`, `1.5% of the bill`. */
  readonly amount: string;
  readonly description: string | null;
}

/** Something in the plan that stops, and when the plan says it does. */
export interface TermEnding {
  readonly name: string;
  /** `YYYY-MM-DD` when published; null when the plan gives no date. */
  readonly endsOn: string | null;
  readonly description: string | null;
}

/** What the published plan says beyond its prices. */
export interface PlanTerms {
  readonly contractTerm: string;
  readonly pricesFixed: boolean;
  readonly benefitPeriod: string | null;
  /** The plan's own words on what happens when the benefit period ends. */
  readonly onExpiry: string | null;
  readonly variation: string | null;
  readonly coolingOffDays: number | null;
  readonly billFrequency: readonly string[];
  readonly fees: readonly TermFee[];
  readonly greenPercent: number;
  /** GreenPower can be bought on top. */
  readonly greenPowerOption: boolean;
  readonly ends: readonly TermEnding[];
}

/** One plan priced exactly as compare prices it, with its months and terms. */
export type SideBySidePlan = Omit<
  ComparedPlan,
  'isBestValue' | 'annualSavingsDollars'
> & {
  /** The annual cost by calendar month, adding up to it to the cent. */
  readonly monthlyCostsIncGst: readonly MonthCost[];
  readonly terms: PlanTerms;
};

export interface SideBySideResponse {
  readonly postcode: string;
  readonly usage: { annualKwh: number; monthlyKwh: number; days: number };
  /** meter: priced on half-hourly readings; typical: a typical year's shape. */
  readonly basis: 'meter' | 'typical';
  /** In the order asked for. */
  readonly plans: readonly SideBySidePlan[];
}
