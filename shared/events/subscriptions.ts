import { z } from 'zod';
import { subscriptionSources } from '../contracts/subscriptions.ts';
import { eventEnvelope } from './envelope.ts';

/** `Subscribed`: a new newsletter subscriber, first stored. */
export const subscribedSchema = z.object({
  ...eventEnvelope,
  email: z.email(),
  name: z.string(),
  source: z.enum(subscriptionSources),
});

export type Subscribed = z.infer<typeof subscribedSchema>;
