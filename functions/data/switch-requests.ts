import type {
  CreateSwitchRequest,
  SwitchStatus,
} from '#shared/contracts/switch-requests';
import { putLead } from './idempotent-create.ts';
import { Entity } from './keys.ts';

/** A stored switch request. */
export interface SwitchRequestRecord
  extends Omit<CreateSwitchRequest, 'consentSwitch' | 'monthlyUsage'> {
  readonly id: string;
  readonly consentSwitch: true;
  readonly monthlyUsage: number;
  readonly selectedPlanName: string;
  readonly selectedRetailer: string;
  readonly estimatedAnnualCost: number;
  readonly estimatedSavings: number;
  readonly status: SwitchStatus;
  readonly createdAt: string;
}

/** Stores a switch request with its counter, once per idempotency key. */
export async function putSwitchRequest(
  record: SwitchRequestRecord,
  idempotencyKey: string | undefined,
): Promise<string> {
  return putLead('switch', Entity.switchRequest, record, idempotencyKey);
}
