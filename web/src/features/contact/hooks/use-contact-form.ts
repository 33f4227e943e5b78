import {
  CONTACT_REQUIRED_MESSAGE,
  type ContactCategory,
} from '#shared/contracts/contact-categories';
import { useToast } from '@/components/ui/toast';
import { lazySchema } from '@/lib/lazy-schema';
import { errorsByField } from '@/lib/use-form-state';
import { useLeadForm } from '@/lib/use-lead-form';
import { createContactMessage } from '../api/create-contact-message';

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

const empty: ContactFields = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  category: 'general',
  message: '',
};

const schema = lazySchema(() =>
  import('#shared/contracts/contact').then((m) => m.createContactMessageSchema),
);

/** The contact form: the API's own checks first, then one submission. */
export function useContactForm() {
  const notify = useToast();
  return useLeadForm({
    initial: empty,
    schema,
    // A missing field says so on the field, and once for the whole form.
    refused: (issues) => ({
      errors: errorsByField<ContactFields>(issues, (issue) =>
        issue.message === CONTACT_REQUIRED_MESSAGE
          ? 'This field is required'
          : issue.message,
      ),
      formError: issues.some((i) => i.message === CONTACT_REQUIRED_MESSAGE)
        ? CONTACT_REQUIRED_MESSAGE
        : '',
    }),
    send: createContactMessage,
    onSent: (_created, form) => {
      notify({
        title: 'Message sent',
        description:
          "Thank you! We've received your message and will get back to you within 24 hours.",
      });
      form.reset();
    },
    failureText: 'There was an error sending your message. Please try again.',
    notify,
  });
}
