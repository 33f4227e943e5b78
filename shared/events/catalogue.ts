import { z } from 'zod';
import { priceUpdateRunSchema } from '../contracts/price-updates.ts';
import { eventEnvelope } from './envelope.ts';

/** `PriceUpdateRequested`: a started run for the import job to carry out. */
export const priceUpdateRequestedSchema = z.object({
  ...eventEnvelope,
  run: priceUpdateRunSchema,
});

export type PriceUpdateRequested = z.infer<typeof priceUpdateRequestedSchema>;
