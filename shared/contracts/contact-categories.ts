/**
 * The contact form's categories and required-field message, without zod:
 * the web form renders them before it loads the schema.
 */
export const contactCategories = {
  general: 'General enquiry',
  switching: 'Switching help',
  technical: 'Technical issue',
  complaint: 'Complaint',
  feedback: 'Feedback',
  partnership: 'Partnership',
} as const;

export type ContactCategory = keyof typeof contactCategories;

/** The form's one message for a missing required field. */
export const CONTACT_REQUIRED_MESSAGE = 'Please fill in all required fields.';
