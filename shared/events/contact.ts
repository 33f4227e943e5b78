import { z } from 'zod';
import { contactCategories } from '../contracts/contact.ts';
import { keysOf } from '../contracts/fields.ts';

/** `ContactMessageReceived`: a contact form message as stored. */
export const contactMessageReceivedSchema = z.object({
  id: z.string().min(1),
  occurredAt: z.iso.datetime(),
  version: z.literal(1),
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
