import type { CallbackRequestForm } from '#shared/contracts/callbacks';
import { callbackWaitText } from '#shared/domain/site-settings';
import { useToast } from '@/components/ui/toast';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';
import { lazySchema } from '@/lib/lazy-schema';
import { apiFieldError, useFormState } from '@/lib/use-form-state';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { createCallbackRequest } from '../api/create-callback';

export type CallbackFields = Required<
  Pick<
    CallbackRequestForm,
    | 'name'
    | 'phone'
    | 'email'
    | 'postcode'
    | 'currentRetailer'
    | 'customRetailer'
    | 'message'
  >
> & { preferredTime: string; hasGas: string; hasSolar: string };

const empty: CallbackFields = {
  name: '',
  phone: '',
  email: '',
  postcode: '',
  preferredTime: 'anytime',
  currentRetailer: '',
  customRetailer: '',
  hasGas: '',
  hasSolar: '',
  message: '',
};

const schema = lazySchema(() =>
  import('#shared/contracts/callbacks').then(
    (m) => m.createCallbackRequestSchema,
  ),
);

/** Form state, client checks with the API's own schema, and submission. */
export function useCallbackForm(onSuccess: () => void) {
  const notify = useToast();
  const { maxCallbackWaitTime } = useSiteSettings();
  const form = useFormState<CallbackFields>(empty);
  const { fields, setErrors, setSubmitting } = form;

  const toForm = (): CallbackRequestForm => ({
    ...fields,
    preferredTime: fields.preferredTime as CallbackRequestForm['preferredTime'],
    hasGas: (fields.hasGas || undefined) as CallbackRequestForm['hasGas'],
    hasSolar: (fields.hasSolar || undefined) as CallbackRequestForm['hasSolar'],
  });

  const submit = useSingleSubmit(async () => {
    const request = toForm();
    const checked = await schema.safeParse(request);
    if (checked && !checked.success) {
      // One message at a time: the first field the schema refused.
      const [issue] = checked.error.issues;
      const field = issue?.path.join('.');
      if (issue && field && field in empty)
        setErrors({ [field]: issue.message });
      return;
    }
    setSubmitting(true);
    try {
      await createCallbackRequest(request, form.idempotencyKey);
      notify({
        title: 'Callback Requested! ✅',
        description: `We'll call you back within ${callbackWaitText(maxCallbackWaitTime)} during business hours (9am-6pm AEST)`,
      });
      form.reset(empty);
      onSuccess();
    } catch (error) {
      const refused = apiFieldError(error, empty);
      if (refused) setErrors(refused);
      notify({
        title: 'Error',
        description: 'Failed to submit callback request. Please try again.',
        variant: 'destructive',
      });
    } finally {
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
