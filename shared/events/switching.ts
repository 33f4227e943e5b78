import { z } from 'zod';
import { eventEnvelope } from './envelope.ts';

/** `SwitchRequested`: a stored switch request, for the staff and customer e-mails. */
export const switchRequestedSchema = z.object({
  ...eventEnvelope,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  currentProvider: z.string(),
  nmi: z.string(),
  mirn: z.string(),
  specialRequests: z.string(),
  consentMarketing: z.boolean(),
  selectedPlanId: z.string(),
  selectedPlanName: z.string(),
  selectedRetailer: z.string(),
  estimatedAnnualCost: z.number(),
  estimatedSavings: z.number(),
  energyType: z.string().optional(),
  customerType: z.string().optional(),
  network: z.string().optional(),
  /** The usage the estimate assumed, in words; absent on older requests. */
  usageBasis: z.string().optional(),
});

export type SwitchRequested = z.infer<typeof switchRequestedSchema>;
