import { z } from 'zod';
import { priceUpdateRunSchema } from '../contracts/price-updates.ts';

/** `PriceUpdateRequested`: a started run for the import job to carry out. */
export const priceUpdateRequestedSchema = z.object({
  id: z.string().min(1),
  occurredAt: z.iso.datetime(),
  version: z.literal(1),
  run: priceUpdateRunSchema,
});

export type PriceUpdateRequested = z.infer<typeof priceUpdateRequestedSchema>;
