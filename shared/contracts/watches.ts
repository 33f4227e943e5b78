import { z } from 'zod';
import {
  DEFAULT_THRESHOLD_DOLLARS,
  WATCH_TOKEN,
} from '../domain/watch/watch-link.ts';
import {
  billUsageSchema,
  monthlyBillUsageSchema,
  monthlyKwhUsageSchema,
} from './compare.ts';
import { emailField } from './fields.ts';
import { marketFields } from './market.ts';
import { whatIfInputSchema } from './what-if.ts';

const kwh = z.number().min(0).max(1000);
/** Twelve months of 48 half-hour averages. */
const monthlySlots = z.array(z.array(kwh).length(48)).length(12);

/**
 * The usage kept with a saved comparison. Meter data arrives already
 * summarised by the page: the readings never leave the browser.
 */
export const watchUsageSchema = z.discriminatedUnion('kind', [
  monthlyKwhUsageSchema,
  monthlyBillUsageSchema,
  billUsageSchema,
  z.strictObject({
    kind: z.literal('halfHourProfile'),
    importKwh: monthlySlots,
    exportKwh: monthlySlots.optional(),
  }),
]);

/** "E-mail me if a better plan appears": no name, nothing else. */
export const createWatchSchema = z.strictObject({
  email: emailField().transform((email) => email.toLowerCase()),
  thresholdDollars: z
    .number({ error: 'Threshold must be a number of dollars' })
    .int('Threshold is whole dollars')
    .min(1, 'Threshold is at least $1 a year')
    .max(5000, 'Threshold is at most $5,000 a year')
    .default(DEFAULT_THRESHOLD_DOLLARS),
  ...marketFields,
  usage: watchUsageSchema,
  currentPlanId: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9._~@-]+$/, 'Plan id has URL-safe characters only')
    .optional(),
  /**
   * The what-if applied on /compare: alerts then price the saved usage
   * with it, as /compare does (docs/price-alerts.md).
   */
  whatIf: whatIfInputSchema.optional(),
});

export type CreateWatchInput = z.input<typeof createWatchSchema>;
export type CreateWatch = z.output<typeof createWatchSchema>;

/** The same answer whether or not the address is known. */
export const watchResultSchema = z.object({ status: z.literal('received') });
export type WatchResult = z.infer<typeof watchResultSchema>;

export const watchTokenSchema = z.strictObject({
  token: z
    .string({ error: 'The link is incomplete' })
    .regex(WATCH_TOKEN, 'The link is not valid'),
});

export type WatchTokenRequest = z.infer<typeof watchTokenSchema>;

export const watchLinkResultSchema = z.object({
  status: z.enum(['active', 'unsubscribed', 'deleted', 'renewed']),
  /** The link had already done this (unsubscribing twice). */
  alreadyDone: z.boolean(),
  /** When the saved comparison now ends, if it is kept. */
  expiresOn: z.string().nullable(),
});

export type WatchLinkResult = z.infer<typeof watchLinkResultSchema>;
