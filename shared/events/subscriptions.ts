import { z } from 'zod';
import { subscriptionSources } from '../contracts/subscriptions.ts';

/** `Subscribed`: a new newsletter subscriber, first stored. */
export const subscribedSchema = z.object({
  id: z.string().min(1),
  occurredAt: z.iso.datetime(),
  version: z.literal(1),
  email: z.email(),
  name: z.string(),
  source: z.enum(subscriptionSources),
});

export type Subscribed = z.infer<typeof subscribedSchema>;
