import { z } from 'zod';
import { eventEnvelope } from './envelope.ts';

/**
 * `WatchRequested`: someone saved a comparison for an address whose
 * watch is not active, or new settings over an active one (`changeId`);
 * the address gets a link to confirm it.
 */
export const watchRequestedSchema = z.object({
  ...eventEnvelope,
  email: z.email(),
  watchId: z.string().regex(/^[0-9a-f]{32}$/),
  changeId: z.string().min(1).max(100).optional(),
});

export type WatchRequested = z.infer<typeof watchRequestedSchema>;

/** `CatalogueUpdated`: a completed price update changed these partitions. */
export const catalogueUpdatedSchema = z.object({
  ...eventEnvelope,
  catalogueVersion: z.string().min(1),
  partitionsChanged: z.array(z.string()).min(1),
  completedAt: z.string(),
});

export type CatalogueUpdated = z.infer<typeof catalogueUpdatedSchema>;

/** `PriceAlertCheckRequested`: saved comparisons to re-rank, a batch. */
export const priceAlertCheckSchema = z.object({
  ...eventEnvelope,
  catalogueVersion: z.string().min(1),
  watchIds: z
    .array(z.string().regex(/^[0-9a-f]{32}$/))
    .min(1)
    .max(25),
});

export type PriceAlertCheck = z.infer<typeof priceAlertCheckSchema>;
