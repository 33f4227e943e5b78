import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';
import { lazySchema } from '@/lib/lazy-schema';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { createInquiry } from '../api/create-inquiry';
import { compareSearch, type StartFields } from '../compare-search';

export type StartErrors = Partial<Record<keyof StartFields, string>>;

const blank = (postcode: string): StartFields => ({
  name: '',
  phone: '',
  postcode,
  currentProvider: '',
  hasSolar: false,
  hasGas: false,
  customerType: 'Residential',
});

const schema = lazySchema(() =>
  import('#shared/contracts/start-inquiry').then((m) => m.startInquirySchema),
);

/** Saves the start form as an inquiry, then opens the comparison. */
export function useStartForm(initialPostcode: string) {
  const notify = useToast();
  const navigate = useNavigate();
  const [fields, setFields] = useState(() => blank(initialPostcode));
  const [errors, setErrors] = useState<StartErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const set = <K extends keyof StartFields>(name: K, value: StartFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = useSingleSubmit(async () => {
    const checked = await schema.safeParse(fields);
    if (checked && !checked.success) {
      const found: StartErrors = {};
      for (const issue of checked.error.issues)
        found[issue.path[0] as keyof StartFields] ??= issue.message;
      return setErrors(found);
    }
    setSubmitting(true);
    try {
      await createInquiry(fields, idempotencyKey);
      notify({
        title: 'Information Captured! ✅',
        description: 'Redirecting to your personalized comparison...',
      });
      navigate(`/compare?${compareSearch(fields)}`);
    } catch {
      notify({
        title: 'Error',
        description: 'Failed to submit form. Please try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  });

  return {
    fields,
    errors,
    submitting,
    set,
    submit,
    preload: schema.preload,
  };
}
