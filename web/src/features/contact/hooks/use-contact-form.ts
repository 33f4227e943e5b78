import { useState } from 'react';
import {
  CONTACT_REQUIRED_MESSAGE,
  type ContactCategory,
} from '#shared/contracts/contact-categories';
import { useToast } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
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

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

const empty: ContactFields = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  category: 'general',
  message: '',
};

const newKey = () => crypto.randomUUID();

const schema = lazySchema(() =>
  import('#shared/contracts/contact').then((m) => m.createContactMessageSchema),
);

/** The contact form: the API's own checks first, then one submission. */
export function useContactForm() {
  const notify = useToast();
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);

  const set = (name: keyof ContactFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = useSingleSubmit(async () => {
    const checked = await schema.safeParse(fields);
    if (checked && !checked.success) {
      const { issues } = checked.error;
      const found: ContactErrors = {};
      for (const issue of issues)
        found[issue.path[0] as keyof ContactFields] ??=
          issue.message === CONTACT_REQUIRED_MESSAGE
            ? 'This field is required'
            : issue.message;
      setErrors(found);
      const missing = issues.some(
        (i) => i.message === CONTACT_REQUIRED_MESSAGE,
      );
      setFormError(missing ? CONTACT_REQUIRED_MESSAGE : '');
      return;
    }
    setFormError('');
    setSubmitting(true);
    try {
      await createContactMessage(fields, idempotencyKey);
      notify({
        title: 'Message sent',
        description:
          "Thank you! We've received your message and will get back to you within 24 hours.",
      });
      setFields(empty);
      setIdempotencyKey(newKey());
    } catch (error) {
      const field = error instanceof ApiRequestError && error.error?.field;
      if (field && field in empty)
        setErrors({ [field]: error.error?.message ?? '' });
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
    errors,
    formError,
    submitting,
    set,
    submit,
    preload: schema.preload,
  };
}
