import { ValidationError } from '#platform/errors';
import type {
  CreateSwitchRequest,
  SwitchRequestCreated,
} from '#shared/contracts/switch-requests';
import { joinThread, lookUpPerson, VISITOR } from '../leads/person-thread.ts';
import type { IdGenerator } from '../ports.ts';
import type { InquiryStore } from '../ports-inquiries.ts';
import type { PeopleIndex } from '../ports-people.ts';
import type { PlanLookup } from '../ports-plans.ts';
import type {
  SwitchRequestRecord,
  SwitchRequestStore,
} from '../ports-switching.ts';
import { type QuoteSwitchDeps, quoteSwitch } from './quote-switch.ts';

export interface RequestSwitchDeps extends QuoteSwitchDeps {
  readonly ids: IdGenerator;
  readonly plans: PlanLookup;
  readonly switches: SwitchRequestStore;
  readonly people: PeopleIndex;
  readonly inquiries: InquiryStore;
}

/**
 * The person's inquiry names the plan they chose (audited), so staff see it
 * where they work them (docs/product-rules.md, One person, one thread).
 */
async function namePlanOnInquiry(
  deps: RequestSwitchDeps,
  inquiryId: string,
  record: SwitchRequestRecord,
) {
  const inquiry = await deps.inquiries.get(inquiryId);
  if (!inquiry || inquiry.selectedPlanName === record.selectedPlanName) return;
  await deps.inquiries.update(inquiryId, {
    at: record.createdAt,
    actor: VISITOR,
    action: 'link',
    changes: {
      selectedPlanName: [
        inquiry.selectedPlanName ?? null,
        record.selectedPlanName,
      ],
      selectedRetailer: [
        inquiry.selectedRetailer ?? null,
        record.selectedRetailer,
      ],
      switchRequestId: [null, record.id],
    },
  });
}

/**
 * Stores a switch request as `pending` for an active plan. The plan's name,
 * retailer and the estimates are the server's, never the browser's: the
 * plan is priced on the visitor's usage as its result card was. Meter
 * readings are not stored, only the words saying what was assumed. The
 * staff and customer e-mails follow from the table stream.
 */
export async function requestSwitch(
  deps: RequestSwitchDeps,
  input: CreateSwitchRequest,
  idempotencyKey: string | undefined,
): Promise<SwitchRequestCreated> {
  const stored = await deps.plans(input.selectedPlanId);
  if (!stored?.isActive)
    throw new ValidationError(
      'This plan is no longer available',
      'selectedPlanId',
    );
  const { plan, quote } = await quoteSwitch(deps, input);
  const { usage, comparisonId, ...form } = input;
  const lookup = await lookUpPerson(deps.people, {
    comparisonId,
    email: input.email,
    phone: input.phone,
  });
  const id = deps.ids.next();
  const record: SwitchRequestRecord = {
    ...form,
    network: input.network ?? '',
    id,
    email: input.email.toLowerCase(),
    nmi: input.nmi.replace(/\s+/g, '').toUpperCase(),
    mirn: input.mirn.replace(/\s+/g, ''),
    selectedPlanName: plan.planName,
    selectedRetailer: plan.retailer,
    monthlyUsage: quote.monthlyUsage,
    usageBasis: quote.usageBasis,
    estimatedAnnualCost: quote.annualCostIncGst,
    estimatedSavings: quote.annualSavingsDollars,
    status: 'pending',
    createdAt: deps.clock.now().toISOString(),
    personId: lookup.found?.personId ?? id,
    inquiryId: lookup.found?.inquiryId ?? null,
  };
  const storedId = await deps.switches.save(record, idempotencyKey);
  if (storedId === id) {
    await joinThread(
      deps.people,
      lookup,
      { kind: 'switch', id, createdAt: record.createdAt },
      null,
    );
    if (record.inquiryId)
      await namePlanOnInquiry(deps, record.inquiryId, record);
  }
  return {
    id: storedId,
    status: 'pending',
    createdAt: record.createdAt,
    selectedPlanName: record.selectedPlanName,
    selectedRetailer: record.selectedRetailer,
    estimatedAnnualCost: record.estimatedAnnualCost,
    estimatedSavings: record.estimatedSavings,
    usageBasis: record.usageBasis,
  };
}
