import type {
  CreateSwitchRequest,
  SwitchStatus,
} from '#shared/contracts/switch-requests';

/**
 * A stored switch request. The usage the estimate assumed is kept as its
 * average and in words, never as meter readings: they would not fit an
 * item or an event.
 */
export interface SwitchRequestRecord
  extends Omit<
    CreateSwitchRequest,
    'consentSwitch' | 'usage' | 'network' | 'comparisonId'
  > {
  readonly id: string;
  readonly consentSwitch: true;
  /** The network chosen on /compare, or empty when there was no choice. */
  readonly network: string;
  readonly monthlyUsage: number;
  readonly usageBasis: string;
  readonly selectedPlanName: string;
  readonly selectedRetailer: string;
  readonly estimatedAnnualCost: number;
  readonly estimatedSavings: number;
  readonly status: SwitchStatus;
  readonly createdAt: string;
  /** The person's thread and the inquiry it links back to (docs/product-rules.md). */
  readonly personId?: string;
  readonly inquiryId?: string | null;
}

/** Where switch requests are stored. */
export interface SwitchRequestStore {
  /**
   * Stores a request once per idempotency key (always, without one) and
   * returns the id stored under the key.
   */
  save(
    record: SwitchRequestRecord,
    idempotencyKey: string | undefined,
  ): Promise<string>;
}
