import { z } from 'zod';
import { POSTCODE_MAX_LENGTH } from '../domain/postcode.ts';

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

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
const keysOf = <T extends object>(o: T) => Object.keys(o) as Keys<T>;

/** Text that must be present, with messages a visitor understands. */
const requiredText = (label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required`
          : `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} has at most ${max} characters`);

const optionalText = (max: number) =>
  z.string().trim().max(max).optional().default('');

/**
 * A call-back request as the popup submits it. When the retailer is
 * `other`, the custom text replaces it (spec §5).
 */
export const createCallbackRequestSchema = z
  .object({
    name: requiredText('Name', 100),
    phone: requiredText('Phone', 20).regex(
      /^\+?[\d\s()-]{8,20}$/,
      'Enter a valid phone number',
    ),
    email: z
      .email({
        error: (issue) =>
          issue.input === undefined || issue.input === ''
            ? 'E-mail is required'
            : 'Enter a valid e-mail address',
      })
      .max(254),
    postcode: z
      .string()
      .trim()
      .max(POSTCODE_MAX_LENGTH, 'Postcode has at most 4 digits')
      .regex(/^\d*$/, 'Postcode has digits only')
      .optional()
      .default(''),
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
