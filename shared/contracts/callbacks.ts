import { z } from 'zod';
import {
  hasGasOptions,
  hasSolarOptions,
  preferredTimes,
} from './callback-options.ts';
import {
  emailField,
  keysOf,
  optionalLine,
  optionalPostcodeField,
  optionalText,
  phoneField,
  requiredText,
} from './fields.ts';

/** Re-exported: they live zod-free, so the web form can render them. */
export {
  hasGasOptions,
  hasSolarOptions,
  preferredTimes,
} from './callback-options.ts';

/**
 * A call-back request as the popup submits it. When the retailer is
 * `other`, the custom text replaces it.
 */
export const createCallbackRequestSchema = z
  // Strict: a field the form never sends is refused (400), not dropped.
  .strictObject({
    name: requiredText('Name', 100),
    phone: phoneField(),
    email: emailField(),
    postcode: optionalPostcodeField(),
    preferredTime: z.enum(keysOf(preferredTimes)).default('anytime'),
    currentRetailer: optionalLine(100),
    customRetailer: optionalLine(100),
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
