import { useState } from 'react';
import {
  CONTACT_REQUIRED_MESSAGE,
  type ContactCategory,
} from '#shared/contracts/contact-categories';
import { useToast } from '@/components/ui/toast';
import { lazySchema } from '@/lib/lazy-schema';
import {
  apiFieldError,
  errorsByField,
  useFormState,
} from '@/lib/use-form-state';
import { useSingleSubmit } from '@/lib/use-single-submit';
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
  const form = useFormState(empty);
  const { fields, setErrors, setSubmitting } = form;
  const [formError, setFormError] = useState('');

  const submit = useSingleSubmit(async () => {
    const checked = await schema.safeParse(fields);
    if (checked && !checked.success) {
      const { issues } = checked.error;
      setErrors(
        errorsByField(issues, (issue) =>
          issue.message === CONTACT_REQUIRED_MESSAGE
            ? 'This field is required'
            : issue.message,
        ),
      );
      const missing = issues.some(
        (i) => i.message === CONTACT_REQUIRED_MESSAGE,
      );
      setFormError(missing ? CONTACT_REQUIRED_MESSAGE : '');
      return;
    }
    setFormError('');
    setSubmitting(true);
    try {
      await createContactMessage(fields, form.idempotencyKey);
      notify({
        title: 'Message sent',
        description:
          "Thank you! We've received your message and will get back to you within 24 hours.",
      });
      form.reset(empty);
    } catch (error) {
      const refused = apiFieldError(error, empty);
      if (refused) setErrors(refused);
      notify({
        title: 'Error',
        description:
          'There was an error sending your message. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  });

  return {
    fields,
    errors: form.errors,
    formError,
    submitting: form.submitting,
    set: form.set,
    submit,
    preload: schema.preload,
  };
}
