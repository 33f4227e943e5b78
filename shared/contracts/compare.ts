import { z } from 'zod';
import type { UsageCharts } from '../domain/usage/usage-chart-data.ts';
import { compareSorts } from './compare-sorts.ts';
import { oneLine } from './fields.ts';
import { checkHousehold, householdFields } from './household.ts';
import { marketFields } from './market.ts';
import { planSummarySchema, planTypes } from './plans.ts';
import { referenceStatementSchema } from './reference-statement.ts';
import {
  planWhatIfSchema,
  whatIfInputSchema,
  whatIfResultSchema,
} from './what-if.ts';

export { type CompareSort, compareSorts } from './compare-sorts.ts';

/** A year of half-hourly readings is 17,520 values per register. */
const MAX_INTERVALS = 366 * 48;
const kwh = z.number().min(0).max(1000);

/** Usage as the visitor gives it: monthly kWh, a bill, or meter data. */
export const monthlyKwhUsageSchema = z.strictObject({
  kind: z.literal('monthlyKwh'),
  monthlyKwh: z.number().min(0).max(100_000),
});

export const monthlyBillUsageSchema = z.strictObject({
  kind: z.literal('monthlyBill'),
  monthlyBillDollars: z.number().min(0).max(100_000),
});

/**
 * A bill's periods and bands, a questionnaire, or both: the object the
 * cost CLI's `--bill` reads, at the request's postcode (docs/compare-api.md).
 */
export const billUsageSchema = z
  .strictObject({ kind: z.literal('bill'), ...householdFields })
  .superRefine(checkHousehold);

export type BillUsage = z.infer<typeof billUsageSchema>;

export const usageInputSchema = z.discriminatedUnion('kind', [
  monthlyKwhUsageSchema,
  monthlyBillUsageSchema,
  billUsageSchema,
  z.strictObject({
    kind: z.literal('intervals'),
    /** First day of the readings, `YYYY-MM-DD`. */
    startDate: z.iso.date(),
    intervalMinutes: z.literal(30),
    importKwh: z.array(kwh).min(48).max(MAX_INTERVALS),
    exportKwh: z.array(kwh).max(MAX_INTERVALS).optional(),
  }),
]);

export type UsageInput = z.infer<typeof usageInputSchema>;

/** A new id per Compare Plans click; recomputing reuses it. */
export const comparisonIdField = () =>
  z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 URL-safe characters');

/** Who is comparing, saved once per Compare Plans action. */
export const comparisonInquirySchema = z.strictObject({
  comparisonId: comparisonIdField(),
  name: oneLine(z.string().trim().max(100)).optional(),
  phone: oneLine(z.string().trim().max(20)).optional(),
  currentProvider: oneLine(z.string().trim().max(100)).optional(),
});

/** Strict at every level: a field the page never sends is refused (400). */
export const compareRequestSchema = z.strictObject({
  ...marketFields,
  usage: usageInputSchema,
  filters: z
    .strictObject({
      planType: z.enum(['all', ...planTypes]).default('all'),
      greenOnly: z.boolean().default(false),
      noExitFee: z.boolean().default(false),
    })
    .default({ planType: 'all', greenOnly: false, noExitFee: false }),
  sort: z.enum(compareSorts).default('price'),
  /** Results come a page at a time; a market can hold thousands of plans. */
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
  inquiry: comparisonInquirySchema.optional(),
  /** The catalogue plan the visitor is on now; savings are measured from it. */
  currentPlanId: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9._@~-]+$/, 'must be a plan id (URL-safe characters)')
    .optional(),
  /** Solar, a battery, an EV or a shifted load: every plan priced again. */
  whatIf: whatIfInputSchema.optional(),
  /** With a bill or questionnaire: list plans the household cannot take too. */
  showAllPlans: z.boolean().optional(),
});

export type CompareRequest = z.infer<typeof compareRequestSchema>;
export type CompareRequestInput = z.input<typeof compareRequestSchema>;

const moneySchema = z.number();

/**
 * The engine's price of 30 days of the typical home's and business's year
 * on this plan (docs/pricing-rules.md, Typical household); null when the
 * plan cannot be priced.
 */
export const cardEstimatesSchema = z
  .object({
    homeDollarsPer30Days: moneySchema,
    businessDollarsPer30Days: moneySchema,
  })
  .nullable();

export const comparedPlanSchema = z.object({
  plan: planSummarySchema,
  /** Guaranteed discounts applied, conditional ones not. */
  annualCostIncGst: moneySchema,
  annualCostWithAllDiscountsIncGst: moneySchema,
  monthlyEstimateDollars: moneySchema,
  /**
   * The first-year saving against the response's `savingsBasis` (the
   * current plan, the bill, the zone's reference price or the median plan),
   * never below 0.
   */
  annualSavingsDollars: moneySchema,
  cardEstimates: cardEstimatesSchema,
  /**
   * The plan against its zone's reference price for this financial year,
   * or why none is stated; on the rows of a comparison's page.
   */
  referenceStatement: referenceStatementSchema.optional(),
  /** The engine's itemised annual cost (supply, usage by rate, discounts…). */
  breakdown: z.unknown(),
  notes: z.array(z.string()),
  /** Every warning about this plan's estimate, as a plain sentence. */
  diagnostics: z.array(z.string()),
  /**
   * exact: at least 330 days of meter data and a fully structured tariff;
   * estimated: a typical profile, a bill or shorter meter data (its
   * period is then the first diagnostic); approximate: part of the tariff
   * read from text or left out.
   */
  confidence: z.enum(['exact', 'estimated', 'approximate']),
  /** Plan data older than 7 days. */
  isStale: z.boolean(),
  isBestValue: z.boolean(),
  /** Current plan's cost less this plan's; null with no current plan. */
  savingAgainstCurrentDollars: z.number().nullable(),
  /** The annual cost once time-limited discounts have ended. */
  annualCostAfterBenefitsIncGst: moneySchema,
  /** Each discount that ends, and the plan's words on what follows. */
  benefitEnds: z.array(
    z.object({
      description: z.string(),
      /** `YYYY-MM-DD`, or null when counted from the day the plan starts. */
      endsOn: z.string().nullable(),
      afterText: z.string().nullable(),
    }),
  ),
  /** The plan's 0 c/kWh windows in words, e.g. `Free 10:00-15:00 every day`. */
  freePowerWindows: z.array(z.string()).optional(),
  /** With a what-if: the cost before it; the costs above are after it. */
  whatIf: planWhatIfSchema.optional(),
  /** The plan's CDR eligibility restrictions in plain words, with its own details. */
  eligibility: z
    .array(z.object({ words: z.string(), details: z.string().nullable() }))
    .optional(),
  /**
   * Why the household cannot take this plan by its own answers; only on
   * rows a request with `showAllPlans` brings back.
   */
  ineligibleReasons: z.array(z.string()).optional(),
  /** The annual cost at both ends of the input's error band (docs/household.md, Ranges). */
  costRange: z.object({ low: moneySchema, high: moneySchema }).optional(),
  /**
   * Whole dollars the plan is ranked above its cost because a bill without
   * bands cannot say when power is bought (docs/household.md, When a bill
   * cannot say when); absent when 0.
   */
  timingAllowanceDollars: z.number().int().nonnegative().optional(),
});

/** The visitor's current plan, priced on the same usage. */
export const currentPlanResultSchema = z.object({
  plan: planSummarySchema,
  annualCostIncGst: moneySchema,
  annualCostAfterBenefitsIncGst: moneySchema,
  /** 1-based among every priced plan of the market, before filters. */
  rank: z.number().int(),
  rankedPlans: z.number().int(),
  /** The plan as a full result, priced like every other. */
  card: comparedPlanSchema,
  /**
   * When the plan's price last changed, from its kept versions; null when
   * none kept changed a price; absent when the history was not read.
   */
  lastPriceChange: z.iso.datetime().nullable().optional(),
});

/** What every plan's `annualSavingsDollars` is measured against (docs/compare-api.md). */
export const savingsBasisSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('current_plan'),
    label: z.string(),
    annualCostIncGst: moneySchema,
  }),
  z.object({
    kind: z.literal('current_bill'),
    label: z.string(),
    annualCostIncGst: moneySchema,
  }),
  z.object({
    kind: z.literal('reference_price'),
    /** e.g. `the Default Market Offer for Ausgrid (2025-26)`. */
    label: z.string(),
    annualCostIncGst: moneySchema,
    financialYear: z.string(),
    modelAnnualKwh: z.number().nullable(),
    source: z.string(),
  }),
  z.object({
    kind: z.literal('market_median'),
    label: z.string(),
    annualCostIncGst: moneySchema,
  }),
]);

export type SavingsBasisResult = z.infer<typeof savingsBasisSchema>;

export const compareResponseSchema = z.object({
  postcode: z.string(),
  /** The badge state (NSW tested before ACT: docs/product-rules.md). */
  badgeState: z.string(),
  /** The state plans were matched in (Canberra is ACT). */
  matchedState: z.string().nullable(),
  networks: z.array(z.object({ name: z.string(), planCount: z.number() })),
  /** True when the postcode has several networks and none was chosen. */
  needsNetworkChoice: z.boolean(),
  usage: z.object({
    annualKwh: z.number(),
    monthlyKwh: z.number(),
    days: z.number(),
  }),
  /** Every matching plan counts here; `plans` holds the requested page. */
  totalPlans: z.number(),
  page: z.number(),
  pageSize: z.number(),
  plans: z.array(comparedPlanSchema),
  /** Plans that matched but could not be priced, and why. */
  excluded: z.array(z.object({ planId: z.string(), reason: z.string() })),
  someStale: z.boolean(),
  inquiryId: z.string().nullable(),
  currentPlan: currentPlanResultSchema.nullable(),
  /** null when no plan could be priced. */
  savingsBasis: savingsBasisSchema.nullable(),
  /**
   * Meter data only: how the readings fall into the cheapest plan's rate
   * windows (docs/product-rules.md, Usage charts).
   */
  cheapestPlanWindows: z
    .object({
      planId: z.string(),
      planName: z.string(),
      windows: z.array(
        z.object({ label: z.string(), kwh: z.number(), share: z.number() }),
      ),
    })
    .nullable()
    .optional(),
  /** Present when the request carried a what-if (docs/compare-api.md). */
  whatIf: whatIfResultSchema.optional(),
  /**
   * The error band of the input (a fraction either way) and whether the
   * cheapest plan the household can take stays cheapest across it.
   */
  range: z
    .object({
      inputKind: z.enum([
        'meterYear',
        'meterPart',
        'billYear',
        'billPart',
        'questionnaire',
        'typedKwh',
        'typedDollars',
      ]),
      errorBand: z.number(),
      firstPlanId: z.string().nullable(),
      firstStaysFirst: z.boolean().nullable(),
      overtakenBy: z.string().nullable(),
    })
    .optional(),
  /**
   * Present for a bill or questionnaire (`usage.kind` `bill`): the charts
   * of the profile priced, a bill's bands in the windows of the plan it
   * names, which the page cannot place (docs/product-rules.md, Usage
   * charts). Built by `usageChartsFor`; never parsed, so typed only.
   */
  usageCharts: z.custom<UsageCharts>().optional(),
  /** Present for a bill or questionnaire (`usage.kind` `bill`). */
  household: z
    .object({
      basis: z.enum(['bill', 'questionnaire']),
      /** The period the estimate comes from, as every row's first diagnostic. */
      period: z.string(),
      /** Plans left out because the household cannot take them. */
      hiddenPlans: z.number().int(),
      /** Plans priced that the household cannot take, shown or not. */
      ineligiblePlans: z.number().int(),
      /** What the model assumed or could not place. */
      diagnostics: z.array(z.string()),
    })
    .optional(),
});

export type ComparedPlan = z.infer<typeof comparedPlanSchema>;
export type CurrentPlanResult = z.infer<typeof currentPlanResultSchema>;
export type CompareResponse = z.infer<typeof compareResponseSchema>;
