import { z } from 'zod';
import { contactCategories } from '../contracts/contact.ts';
import { keysOf } from '../contracts/fields.ts';
import { eventEnvelope } from './envelope.ts';

/** `ContactMessageReceived`: a contact form message as stored. */
export const contactMessageReceivedSchema = z.object({
  ...eventEnvelope,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  category: z.enum(keysOf(contactCategories)),
  message: z.string(),
});

export type ContactMessageReceived = z.infer<
  typeof contactMessageReceivedSchema
>;
