import { z } from 'zod';

/** The fields every event detail starts with (docs/events.md). */
export const eventEnvelope = {
  id: z.string().min(1),
  occurredAt: z.iso.datetime(),
  version: z.literal(1),
};
