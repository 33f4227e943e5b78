import { useState } from 'react';
import type { CallbackRequestForm } from '#shared/contracts/callbacks';
import { useToast } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
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

const newKey = () => crypto.randomUUID();

const schema = lazySchema(() =>
  import('#shared/contracts/callbacks').then(
    (m) => m.createCallbackRequestSchema,
  ),
);

/** Form state, client checks with the API's own schema, and submission. */
export function useCallbackForm(onSuccess: () => void) {
  const notify = useToast();
  const [fields, setFields] = useState<CallbackFields>(empty);
  const [errors, setErrors] = useState<
    Partial<Record<keyof CallbackFields, string>>
  >({});
  const [submitting, setSubmitting] = useState(false);
  // One key per filled-in form: a double click or retry makes one request.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);

  const set = (name: keyof CallbackFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const toForm = (): CallbackRequestForm => ({
    ...fields,
    preferredTime: fields.preferredTime as CallbackRequestForm['preferredTime'],
    hasGas: (fields.hasGas || undefined) as CallbackRequestForm['hasGas'],
    hasSolar: (fields.hasSolar || undefined) as CallbackRequestForm['hasSolar'],
  });

  const fail = (field: string | undefined, message: string) => {
    if (field && field in empty) setErrors({ [field]: message });
  };

  const submit = useSingleSubmit(async () => {
    const form = toForm();
    const checked = await schema.safeParse(form);
    if (checked && !checked.success) {
      const issue = checked.error.issues[0];
      return fail(issue?.path.join('.'), issue?.message ?? 'Check this field');
    }
    setSubmitting(true);
    try {
      await createCallbackRequest(form, idempotencyKey);
      notify({
        title: 'Callback Requested! ✅',
        description:
          "We'll call you back within 2 hours during business hours (9am-6pm AEST)",
      });
      setFields(empty);
      setErrors({});
      setIdempotencyKey(newKey());
      onSuccess();
    } catch (error) {
      if (error instanceof ApiRequestError)
        fail(error.error?.field, error.error?.message ?? '');
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
    errors,
    submitting,
    set,
    submit,
    preload: schema.preload,
  };
}
