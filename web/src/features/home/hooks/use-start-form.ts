import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';
import { lazySchema } from '@/lib/lazy-schema';
import { useLeadForm } from '@/lib/use-lead-form';
import { createInquiry } from '../api/create-inquiry';
import { compareSearch, type StartFields, visitorOf } from '../compare-search';

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
  return useLeadForm({
    initial: () => blank(initialPostcode),
    schema,
    send: createInquiry,
    onSent: (_created, { fields }) => {
      notify({
        title: 'Information Captured! ✅',
        description: 'Redirecting to your personalized comparison...',
      });
      navigate(`/compare?${compareSearch(fields, currentPlanId)}`, {
        state: { visitor: visitorOf(fields) },
      });
    },
    failureText: 'Failed to submit form. Please try again.',
    notify,
  });
}
