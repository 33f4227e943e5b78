import type {
  SwitchRequestCreated,
  SwitchRequestForm,
} from '#shared/contracts/switch-requests';
import { useToast } from '@/components/ui/toast';
import { lazySchema } from '@/lib/lazy-schema';
import { useLeadForm } from '@/lib/use-lead-form';
import { createSwitchRequest } from '../api/switch-api';
import { rememberedComparison, type SwitchInputs } from '../switch-link';

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
type SwitchFields = Record<SwitchTextField, string> & {
  consentMarketing: boolean;
  consentSwitch: boolean;
};

const REQUIRED_MESSAGE =
  'Please fill in all required fields and provide consent to proceed.';
const empty = {
  ...Object.fromEntries(switchTextFields.map((f) => [f, ''])),
  consentMarketing: false,
  consentSwitch: false,
} as SwitchFields;

/** Fields whose own message is clearer than the form's. */
const namedFields = new Set<PropertyKey>(['nmi', 'mirn', 'email', 'phone']);

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
  return useLeadForm({
    initial: empty,
    schema,
    toRequest: (fields) => {
      const comparisonId = rememberedComparison();
      return {
        ...fields,
        ...inputs,
        selectedPlanId: planId,
        ...(comparisonId && { comparisonId }),
      } as SwitchRequestForm;
    },
    refused: ([issue]) => {
      const field = issue?.path[0];
      return field !== undefined && namedFields.has(field)
        ? { errors: { [field]: issue?.message } }
        : { errors: {}, formError: REQUIRED_MESSAGE };
    },
    sendParsed: true,
    send: createSwitchRequest,
    onSent: (created) => {
      onDone(created);
      notify({ title: 'Switch request submitted successfully!' });
    },
    failureText:
      'There was an error submitting your request. Please try again.',
    failureOn: 'form',
    notify,
  });
}

export type SwitchForm = ReturnType<typeof useSwitchForm>;
