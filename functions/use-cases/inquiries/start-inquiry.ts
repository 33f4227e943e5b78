import type {
  InquiryCreated,
  StartInquiry,
} from '#shared/contracts/start-inquiry';
import { leadScore } from '#shared/domain/lead-score';
import type { IdGenerator } from '../ports.ts';
import type { UserInquiryRecord } from '../ports-inquiries.ts';
import {
  type PersonInquiryDeps,
  savePersonInquiry,
} from './save-person-inquiry.ts';

export interface StartInquiryDeps extends PersonInquiryDeps {
  readonly ids: IdGenerator;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * Saves the home page's comparison start form as a user inquiry
 * (`comparison_form`, notes on solar, gas and customer type), or into the
 * inquiry of the person who gave this phone before.
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
  const storedId = await savePersonInquiry(
    deps,
    { ...lead, leadQualityScore: leadScore(lead) },
    { phone: input.phone },
    idempotencyKey ?? id,
  );
  return { id: storedId };
}
