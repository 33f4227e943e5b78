import { z } from 'zod';
import {
  hasGasOptions,
  hasSolarOptions,
  preferredTimes,
} from '../contracts/callbacks.ts';

const envelope = {
  id: z.string().min(1),
  occurredAt: z.iso.datetime(),
  version: z.literal(1),
};

/**
 * `CallbackRequested`: the call-back lead as stored, carrying the
 * `send-callback-email` payload of spec §7.
 */
export const callbackRequestedSchema = z.object({
  ...envelope,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string(),
  preferredTime: z.enum(
    Object.keys(preferredTimes) as [keyof typeof preferredTimes],
  ),
  currentRetailer: z.string(),
  hasGas: z
    .enum(Object.keys(hasGasOptions) as [keyof typeof hasGasOptions])
    .optional(),
  hasSolar: z
    .enum(Object.keys(hasSolarOptions) as [keyof typeof hasSolarOptions])
    .optional(),
  message: z.string(),
});

export type CallbackRequested = z.infer<typeof callbackRequestedSchema>;
