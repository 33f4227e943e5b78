import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';
import { lazySchema } from '@/lib/lazy-schema';
import { errorsByField, useFormState } from '@/lib/use-form-state';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { createInquiry } from '../api/create-inquiry';
import { compareSearch, type StartFields } from '../compare-search';

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
export function useStartForm(
  initialPostcode: string,
  currentPlanId: string | null = null,
) {
  const notify = useToast();
  const navigate = useNavigate();
  const form = useFormState(() => blank(initialPostcode));
  const { fields, setErrors, setSubmitting } = form;

  const submit = useSingleSubmit(async () => {
    const checked = await schema.safeParse(fields);
    if (checked && !checked.success)
      return setErrors(errorsByField(checked.error.issues));
    setSubmitting(true);
    try {
      await createInquiry(fields, form.idempotencyKey);
      notify({
        title: 'Information Captured! ✅',
        description: 'Redirecting to your personalized comparison...',
      });
      navigate(`/compare?${compareSearch(fields, currentPlanId)}`);
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
    errors: form.errors,
    submitting: form.submitting,
    set: form.set,
    submit,
    preload: schema.preload,
  };
}
