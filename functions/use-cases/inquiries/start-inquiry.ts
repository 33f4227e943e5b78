import type {
  InquiryCreated,
  StartInquiry,
} from '#shared/contracts/start-inquiry';
import { leadScore } from '#shared/domain/lead-score';
import type { Clock, IdGenerator } from '../ports.ts';
import type { InquiryStore, UserInquiryRecord } from '../ports-inquiries.ts';

export interface StartInquiryDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly inquiries: InquiryStore;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * Saves the home page's comparison start form as a user inquiry
 * (`comparison_form`, notes on solar, gas and customer type).
 */
export async function startInquiry(
  deps: StartInquiryDeps,
  input: StartInquiry,
  idempotencyKey: string | undefined,
): Promise<InquiryCreated> {
  const id = deps.ids.next();
  const lead: Omit<UserInquiryRecord, 'leadQualityScore'> = {
    id,
    name: input.name,
    email: '',
    phone: input.phone,
    postcode: input.postcode,
    currentProvider: input.currentProvider,
    monthlyUsage: null,
    monthlyBill: null,
    energyType: 'electricity',
    inquirySource: 'comparison_form',
    notes: `Solar: ${yesNo(input.hasSolar)}; Gas: ${yesNo(input.hasGas)}; Customer type: ${input.customerType}`,
    estimatedSavings: null,
    status: 'new',
    createdAt: deps.clock.now().toISOString(),
  };
  const storedId = await deps.inquiries.save(
    { ...lead, leadQualityScore: leadScore(lead) },
    idempotencyKey ?? id,
  );
  return { id: storedId };
}
