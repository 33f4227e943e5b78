import { getPlan } from '#data/plans';
import { putSwitchRequest } from '#data/switch-requests';
import { ValidationError } from '#platform/errors';
import type {
  CreateSwitchRequest,
  SwitchRequestCreated,
} from '#shared/contracts/switch-requests';
import {
  specAnnualCostDollars,
  specAnnualSavingsDollars,
} from '#shared/domain/costs/spec-formulas';
import type { Clock, IdGenerator } from '../ports.ts';

export interface RequestSwitchDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * Stores a switch request as `pending` for an active plan. The plan's name,
 * retailer and the estimates are the server's, never the browser's. The
 * staff and customer e-mails follow from the table stream.
 */
export async function requestSwitch(
  deps: RequestSwitchDeps,
  input: CreateSwitchRequest,
  idempotencyKey: string | undefined,
): Promise<SwitchRequestCreated> {
  const plan = await getPlan(input.selectedPlanId);
  if (!plan?.isActive)
    throw new ValidationError(
      'This plan is no longer available',
      'selectedPlanId',
    );
  const estimatedAnnualCost = specAnnualCostDollars(plan, input.monthlyUsage);
  const record = {
    ...input,
    id: deps.ids.next(),
    email: input.email.toLowerCase(),
    nmi: input.nmi.replace(/\s+/g, '').toUpperCase(),
    mirn: input.mirn.replace(/\s+/g, ''),
    selectedPlanName: plan.planName,
    selectedRetailer: plan.retailer,
    estimatedAnnualCost,
    estimatedSavings: specAnnualSavingsDollars(estimatedAnnualCost),
    status: 'pending' as const,
    createdAt: deps.clock.now().toISOString(),
  };
  const id = await putSwitchRequest(record, idempotencyKey);
  return {
    id,
    status: 'pending',
    createdAt: record.createdAt,
    selectedPlanName: record.selectedPlanName,
    selectedRetailer: record.selectedRetailer,
    estimatedAnnualCost,
    estimatedSavings: record.estimatedSavings,
  };
}
