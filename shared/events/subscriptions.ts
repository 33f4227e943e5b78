import { z } from 'zod';
import { subscriptionSources } from '../contracts/subscriptions.ts';
import { eventEnvelope } from './envelope.ts';

/** `Subscribed`: a new newsletter subscriber, stored once it confirmed. */
export const subscribedSchema = z.object({
  ...eventEnvelope,
  email: z.email(),
  name: z.string(),
  source: z.enum(subscriptionSources),
});

export type Subscribed = z.infer<typeof subscribedSchema>;

/**
 * `SubscriptionRequested`: someone asked to subscribe an address that is
 * not on the list; the address gets a link to confirm (double opt-in).
 */
export const subscriptionRequestedSchema = z.object({
  ...eventEnvelope,
  email: z.email(),
  name: z.string(),
  source: z.enum(subscriptionSources),
});

export type SubscriptionRequested = z.infer<typeof subscriptionRequestedSchema>;
