import { ValidationError } from '#platform/errors';
import type {
  CreateSwitchRequest,
  SwitchRequestCreated,
} from '#shared/contracts/switch-requests';
import type { IdGenerator } from '../ports.ts';
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
  const { usage, ...form } = input;
  const record: SwitchRequestRecord = {
    ...form,
    network: input.network ?? '',
    id: deps.ids.next(),
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
  };
  const id = await deps.switches.save(record, idempotencyKey);
  return {
    id,
    status: 'pending',
    createdAt: record.createdAt,
    selectedPlanName: record.selectedPlanName,
    selectedRetailer: record.selectedRetailer,
    estimatedAnnualCost: record.estimatedAnnualCost,
    estimatedSavings: record.estimatedSavings,
    usageBasis: record.usageBasis,
  };
}
