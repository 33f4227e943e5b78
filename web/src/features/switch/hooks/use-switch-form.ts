import { useState } from 'react';
import type {
  SwitchRequestCreated,
  SwitchRequestForm,
} from '#shared/contracts/switch-requests';
import { useToast } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { createSwitchRequest } from '../api/switch-api';
import type { SwitchInputs } from '../switch-link';

export const switchTextFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'currentProvider',
  'nmi',
  'mirn',
  'specialRequests',
] as const;

export type SwitchTextField = (typeof switchTextFields)[number];
type Texts = Record<SwitchTextField, string>;

const REQUIRED_MESSAGE =
  'Please fill in all required fields and provide consent to proceed.';
const empty = Object.fromEntries(switchTextFields.map((f) => [f, ''])) as Texts;

const schema = lazySchema(() =>
  import('#shared/contracts/switch-requests').then(
    (m) => m.createSwitchRequestSchema,
  ),
);

/** Step 2 of /switch: the details form, checked with the API's own schema. */
export function useSwitchForm(
  planId: string,
  /** The comparison's inputs: the server prices the plan on them again. */
  inputs: SwitchInputs | null,
  onDone: (r: SwitchRequestCreated) => void,
) {
  const notify = useToast();
  const [texts, setTexts] = useState<Texts>(empty);
  const [consentMarketing, setConsentMarketing] = useState(false);
  const [consentSwitch, setConsentSwitch] = useState(false);
  const [errors, setErrors] = useState<
    Partial<Record<SwitchTextField | 'form', string>>
  >({});
  const [submitting, setSubmitting] = useState(false);
  const [key] = useState(() => crypto.randomUUID());

  const set = (name: SwitchTextField, value: string) => {
    setTexts((t) => ({ ...t, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };

  const submit = useSingleSubmit(async () => {
    if (!inputs) return setErrors({ form: REQUIRED_MESSAGE });
    const form = {
      ...texts,
      ...inputs,
      consentMarketing,
      consentSwitch,
      selectedPlanId: planId,
    };
    const checked = await schema.safeParse(form);
    if (checked && !checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0] as SwitchTextField | undefined;
      const meterField =
        field === 'nmi' ||
        field === 'mirn' ||
        field === 'email' ||
        field === 'phone';
      return setErrors(
        meterField ? { [field]: issue?.message } : { form: REQUIRED_MESSAGE },
      );
    }
    setSubmitting(true);
    try {
      // Without the schema chunk, the API runs the same check on `form`.
      const body = checked ? checked.data : (form as SwitchRequestForm);
      onDone(await createSwitchRequest(body, key));
      notify({ title: 'Switch request submitted successfully!' });
    } catch (error) {
      const field =
        error instanceof ApiRequestError ? error.error?.field : undefined;
      setErrors({
        form: 'There was an error submitting your request. Please try again.',
        ...(field && {
          [field]: error instanceof ApiRequestError ? error.error?.message : '',
        }),
      });
    } finally {
      setSubmitting(false);
    }
  });

  return {
    texts,
    set,
    consentMarketing,
    setConsentMarketing,
    consentSwitch,
    setConsentSwitch,
    errors,
    submitting,
    submit,
    preload: schema.preload,
  };
}

export type SwitchForm = ReturnType<typeof useSwitchForm>;
