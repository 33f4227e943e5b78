import { z } from 'zod';
import { emailField, optionalLine } from './fields.ts';

/** Where a subscription came from: the form that sent it. */
export const subscriptionSources = ['footer', 'blog', 'home'] as const;

export type SubscriptionSource = (typeof subscriptionSources)[number];

export const subscriptionStatuses = ['active', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Newsletter sign-up: the e-mail is the natural key, kept lower-cased.
 * Strict: a field the form never sends (a status, say) is refused (400).
 */
export const createSubscriptionSchema = z.strictObject({
  email: emailField().transform((email) => email.toLowerCase()),
  name: optionalLine(100),
  source: z.enum(subscriptionSources).default('footer'),
});

export type SubscriptionForm = z.input<typeof createSubscriptionSchema>;
export type CreateSubscription = z.output<typeof createSubscriptionSchema>;

/**
 * The same answer whatever the address: on the list, waiting, unknown or
 * unsubscribed. Only the address itself learns more, by e-mail.
 */
export const subscriptionResultSchema = z.object({
  status: z.literal('received'),
});

export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;

/** The unguessable token of an e-mail's unsubscribe link; nothing else. */
export const unsubscribeSchema = z.strictObject({
  token: z
    .string({ error: 'The unsubscribe link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{32,64}$/, 'The unsubscribe link is not valid'),
});

export type UnsubscribeRequest = z.infer<typeof unsubscribeSchema>;

/** The token of a confirmation e-mail's link; nothing else. */
export const confirmSubscriptionSchema = z.strictObject({
  token: z
    .string({ error: 'The confirmation link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{32,64}$/, 'The confirmation link is not valid'),
});

export type ConfirmSubscriptionRequest = z.infer<
  typeof confirmSubscriptionSchema
>;

export const confirmSubscriptionResultSchema = z.object({
  status: z.literal('active'),
});

export type ConfirmSubscriptionResult = z.infer<
  typeof confirmSubscriptionResultSchema
>;

export const unsubscribeResultSchema = z.object({
  status: z.literal('unsubscribed'),
  alreadyUnsubscribed: z.boolean(),
});

export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
