import { z } from 'zod';
import { mirnProblem, nmiProblem } from '../domain/meter-ids.ts';
import { comparisonIdField, usageInputSchema } from './compare.ts';
import {
  emailField,
  optionalLine,
  optionalText,
  phoneField,
  requiredText,
} from './fields.ts';
import { marketFields } from './market.ts';

const meterId = (problem: (value: string) => string | undefined) =>
  optionalLine(11).superRefine((value, ctx) => {
    const message = value ? problem(value) : undefined;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * The inputs of the comparison that led to /switch: the plan is priced by
 * the same engine, on the same usage and market, as its result card.
 */
const switchPricingFields = {
  selectedPlanId: requiredText('Plan', 128),
  ...marketFields,
  usage: usageInputSchema,
};

/** Asks what one plan would cost on the visitor's usage. */
export const switchQuoteRequestSchema = z.strictObject(switchPricingFields);
export type SwitchQuoteRequest = z.output<typeof switchQuoteRequestSchema>;
export type SwitchQuoteRequestInput = z.input<typeof switchQuoteRequestSchema>;

/** One plan priced as its result card was, and the usage assumed. */
export const switchQuoteSchema = z.object({
  planId: z.string(),
  annualCostIncGst: z.number(),
  monthlyEstimateDollars: z.number(),
  annualSavingsDollars: z.number(),
  /** Average monthly use the estimate priced (kWh, or MJ for gas). */
  monthlyUsage: z.number(),
  /** "based on 450 kWh a month", "based on your meter data from …". */
  usageBasis: z.string(),
});
export type SwitchQuote = z.infer<typeof switchQuoteSchema>;

/**
 * Step 2: what the switch form sends. Prices, status and score come
 * from the server. Strict: a field the form never sends is refused (400).
 */
export const createSwitchRequestSchema = z.strictObject({
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  email: emailField(),
  phone: phoneField(),
  address: optionalLine(200),
  currentProvider: optionalLine(100),
  nmi: meterId(nmiProblem),
  mirn: meterId(mirnProblem),
  specialRequests: optionalText(2000),
  consentMarketing: z.boolean().default(false),
  consentSwitch: z.literal(true, {
    error: 'Please fill in all required fields and provide consent to proceed.',
  }),
  /** The comparison the visitor switched from: their thread in the admin. */
  comparisonId: comparisonIdField().optional(),
  ...switchPricingFields,
});

export type CreateSwitchRequest = z.output<typeof createSwitchRequestSchema>;
export type SwitchRequestForm = z.input<typeof createSwitchRequestSchema>;

export const switchStatuses = [
  'pending',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type SwitchStatus = (typeof switchStatuses)[number];

export const switchRequestCreatedSchema = z.object({
  id: z.string(),
  status: z.enum(switchStatuses),
  createdAt: z.string(),
  selectedPlanName: z.string(),
  selectedRetailer: z.string(),
  estimatedAnnualCost: z.number(),
  estimatedSavings: z.number(),
  usageBasis: z.string(),
});

export type SwitchRequestCreated = z.infer<typeof switchRequestCreatedSchema>;
