import { z } from 'zod';
import {
  emailField,
  keysOf,
  optionalPostcodeField,
  optionalText,
  phoneField,
  requiredText,
} from './fields.ts';

/** Preferred call times and their labels (spec §3). */
export const preferredTimes = {
  morning: 'Morning (9am-12pm)',
  afternoon: 'Afternoon (12pm-3pm)',
  evening: 'Evening (3pm-6pm)',
  anytime: 'Any time',
} as const;

export const hasGasOptions = {
  yes: 'Yes',
  no: 'No',
  'not-sure': 'Not sure',
} as const;

export const hasSolarOptions = {
  yes: 'Yes',
  no: 'No',
  planning: 'Planning to install',
} as const;

/**
 * A call-back request as the popup submits it. When the retailer is
 * `other`, the custom text replaces it (spec §5).
 */
export const createCallbackRequestSchema = z
  // Strict: a field the form never sends is refused (400), not dropped.
  .strictObject({
    name: requiredText('Name', 100),
    phone: phoneField(),
    email: emailField(),
    postcode: optionalPostcodeField(),
    preferredTime: z.enum(keysOf(preferredTimes)).default('anytime'),
    currentRetailer: optionalText(100),
    customRetailer: optionalText(100),
    hasGas: z.enum(keysOf(hasGasOptions)).optional(),
    hasSolar: z.enum(keysOf(hasSolarOptions)).optional(),
    message: optionalText(2000),
  })
  .superRefine((value, ctx) => {
    if (value.currentRetailer === 'other' && !value.customRetailer) {
      ctx.addIssue({
        code: 'custom',
        path: ['customRetailer'],
        message: 'Enter your current retailer',
      });
    }
  })
  .transform(({ customRetailer, ...rest }) => ({
    ...rest,
    email: rest.email.toLowerCase(),
    currentRetailer:
      rest.currentRetailer === 'other' ? customRetailer : rest.currentRetailer,
  }));

/** The form's fields, before the retailer substitution. */
export type CallbackRequestForm = z.input<typeof createCallbackRequestSchema>;
/** What is stored: `currentRetailer` already holds the custom text. */
export type CreateCallbackRequest = z.output<
  typeof createCallbackRequestSchema
>;

export const callbackStatuses = ['pending', 'completed'] as const;
export type CallbackStatus = (typeof callbackStatuses)[number];

export const callbackRequestCreatedSchema = z.object({
  id: z.string(),
  status: z.enum(callbackStatuses),
  createdAt: z.string(),
});

export type CallbackRequestCreated = z.infer<
  typeof callbackRequestCreatedSchema
>;
