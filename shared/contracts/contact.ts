import { z } from 'zod';
import {
  CONTACT_REQUIRED_MESSAGE,
  contactCategories,
} from './contact-categories.ts';
import { keysOf, oneLine } from './fields.ts';

/** Re-exported: they live zod-free, so the web form can render them. */
export {
  CONTACT_REQUIRED_MESSAGE,
  type ContactCategory,
  contactCategories,
} from './contact-categories.ts';

const required = (max: number) =>
  z
    .string({ error: CONTACT_REQUIRED_MESSAGE })
    .trim()
    .min(1, CONTACT_REQUIRED_MESSAGE)
    .max(max, `Use at most ${max} characters`);

const optionalLine = (max: number) =>
  oneLine(z.string().trim().max(max, `Use at most ${max} characters`)).default(
    '',
  );

/**
 * A contact form message. Name, e-mail and message are required; the
 * e-mail has no format rule beyond being an e-mail.
 */
// Strict: a field the form never sends is refused (400), not dropped.
export const createContactMessageSchema = z.strictObject({
  name: oneLine(required(100)),
  email: z
    .email({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? CONTACT_REQUIRED_MESSAGE
          : 'Enter a valid e-mail address',
    })
    .max(254)
    .transform((email) => email.toLowerCase()),
  phone: optionalLine(20),
  subject: optionalLine(150),
  category: z.enum(keysOf(contactCategories)).default('general'),
  message: required(5000),
});

export type ContactMessageForm = z.input<typeof createContactMessageSchema>;
export type CreateContactMessage = z.output<typeof createContactMessageSchema>;

export const contactMessageCreatedSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
});

export type ContactMessageCreated = z.infer<typeof contactMessageCreatedSchema>;
