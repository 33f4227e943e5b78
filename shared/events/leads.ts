import { z } from 'zod';
import {
  hasGasOptions,
  hasSolarOptions,
  preferredTimes,
} from '../contracts/callbacks.ts';
import { keysOf } from '../contracts/fields.ts';
import { eventEnvelope } from './envelope.ts';

/**
 * `CallbackRequested`: the call-back lead as stored, carrying the
 * `send-callback-email` payload (docs/events.md).
 */
export const callbackRequestedSchema = z.object({
  ...eventEnvelope,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string(),
  preferredTime: z.enum(keysOf(preferredTimes)),
  currentRetailer: z.string(),
  hasGas: z.enum(keysOf(hasGasOptions)).optional(),
  hasSolar: z.enum(keysOf(hasSolarOptions)).optional(),
  message: z.string(),
});

export type CallbackRequested = z.infer<typeof callbackRequestedSchema>;
