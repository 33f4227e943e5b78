import type { CallbackRequestForm } from '#shared/contracts/callbacks';
import { callbackWaitText } from '#shared/domain/site-settings';
import { useToast } from '@/components/ui/toast';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';
import { lazySchema } from '@/lib/lazy-schema';
import { useLeadForm } from '@/lib/use-lead-form';
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
  return useLeadForm({
    initial: empty,
    schema,
    toRequest: (fields): CallbackRequestForm => ({
      ...fields,
      preferredTime:
        fields.preferredTime as CallbackRequestForm['preferredTime'],
      hasGas: (fields.hasGas || undefined) as CallbackRequestForm['hasGas'],
      hasSolar: (fields.hasSolar ||
        undefined) as CallbackRequestForm['hasSolar'],
    }),
    // One message at a time: the first field the schema refused.
    refused: ([issue]) => {
      const field = issue?.path.join('.');
      return {
        errors:
          issue && field && field in empty ? { [field]: issue.message } : {},
      };
    },
    send: createCallbackRequest,
    onSent: (_created, form) => {
      notify({
        title: 'Callback Requested! ✅',
        description: `We'll call you back within ${callbackWaitText(maxCallbackWaitTime)} during business hours (9am-6pm AEST)`,
      });
      form.reset();
      onSuccess();
    },
    failureText: 'Failed to submit callback request. Please try again.',
    notify,
  });
}
