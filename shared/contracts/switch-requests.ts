import { z } from 'zod';
import { mirnProblem, nmiProblem } from '../domain/meter-ids.ts';
import {
  emailField,
  optionalLine,
  optionalPostcodeField,
  optionalText,
  phoneField,
  requiredText,
} from './fields.ts';

const meterId = (problem: (value: string) => string | undefined) =>
  optionalLine(11).superRefine((value, ctx) => {
    const message = value ? problem(value) : undefined;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

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
  postcode: optionalPostcodeField(),
  currentProvider: optionalLine(100),
  nmi: meterId(nmiProblem),
  mirn: meterId(mirnProblem),
  specialRequests: optionalText(2000),
  consentMarketing: z.boolean().default(false),
  consentSwitch: z.literal(true, {
    error: 'Please fill in all required fields and provide consent to proceed.',
  }),
  selectedPlanId: requiredText('Plan', 128),
  /** Monthly usage the comparison used (default 300 kWh). */
  monthlyUsage: z.number().min(0).max(100_000).default(300),
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
});

export type SwitchRequestCreated = z.infer<typeof switchRequestCreatedSchema>;
