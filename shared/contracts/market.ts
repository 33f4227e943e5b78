import { z } from 'zod';
import { customerTypes, energyTypes } from './plans.ts';

/**
 * The market a visitor compares in, as every priced request names it:
 * compare, side by side, the switch quote and a saved comparison.
 */
export const marketFields = {
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
  energyType: z.enum(energyTypes).default('Electricity'),
  customerType: z.enum(customerTypes).default('Residential'),
  /** Chosen when the postcode is served by more than one network. */
  network: z.string().trim().max(100).optional(),
};
