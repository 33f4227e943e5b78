import { z } from 'zod';
import { optionalLine, phoneField, requiredText } from './fields.ts';
import { customerTypes } from './plans.ts';

/**
 * The home page's comparison start popup: name, phone and
 * postcode required; Residential or Business, Residential by default.
 * Strict: a field the form never sends is refused (400), not dropped.
 */
export const startInquirySchema = z.strictObject({
  name: requiredText('Name', 100),
  phone: phoneField(),
  postcode: requiredText('Postcode', 4).regex(
    /^\d{4}$/,
    'Postcode must be 4 digits',
  ),
  currentProvider: optionalLine(100),
  hasSolar: z.boolean().default(false),
  hasGas: z.boolean().default(false),
  customerType: z.enum(customerTypes).default('Residential'),
});

export type StartInquiryForm = z.input<typeof startInquirySchema>;
export type StartInquiry = z.output<typeof startInquirySchema>;

export const inquiryCreatedSchema = z.object({ id: z.string() });
export type InquiryCreated = z.infer<typeof inquiryCreatedSchema>;
