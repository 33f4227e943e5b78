import { z } from 'zod';
import { referencePriceSchema } from './reference-prices.ts';

/**
 * A plan's "x% less (or more) than the reference price", or why none is
 * made (docs/pricing-rules.md, Reference price statement).
 */
export const referenceStatementSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('stated'),
    /** Whole percent; negative is less than the reference price. */
    percent: z.number().int(),
    /** E.g. `12% less than the Default Market Offer for Ausgrid (2026-27)`. */
    text: z.string(),
    /** The plan's first-year price at the model usage, conditional discounts and feed-in left out. */
    unconditionalAnnualIncGst: z.number(),
    reference: referencePriceSchema,
  }),
  z.object({ kind: z.literal('none'), reason: z.string() }),
]);

export type ReferenceStatement = z.infer<typeof referenceStatementSchema>;
