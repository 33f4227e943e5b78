import { z } from 'zod';

/** `SwitchRequested`: a stored switch request, for the staff and customer e-mails. */
export const switchRequestedSchema = z.object({
  id: z.string().min(1),
  occurredAt: z.iso.datetime(),
  version: z.literal(1),
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
});

export type SwitchRequested = z.infer<typeof switchRequestedSchema>;
