/** A CDR `EnergyPlanDetailV3` (the `data` of a plan-detail response). */
export interface CdrPlanData {
  readonly planId: string;
  readonly brand: string;
  readonly brandName: string;
  readonly displayName?: string;
  readonly description?: string;
  readonly type: 'STANDING' | 'MARKET' | 'REGULATED';
  readonly fuelType: 'ELECTRICITY' | 'GAS' | 'DUAL';
  readonly customerType?: 'RESIDENTIAL' | 'BUSINESS';
  readonly effectiveFrom?: string;
  readonly effectiveTo?: string;
  readonly lastUpdated: string;
  readonly applicationUri?: string;
  readonly additionalInformation?: Readonly<Record<string, string>>;
  readonly geography?: {
    readonly distributors: readonly string[];
    readonly includedPostcodes?: readonly string[];
    readonly excludedPostcodes?: readonly string[];
  };
  readonly electricityContract?: Readonly<Record<string, unknown>>;
  readonly gasContract?: Readonly<Record<string, unknown>>;
  readonly meteringCharges?: ReadonlyArray<Readonly<Record<string, unknown>>>;
}

const LIST_FIELDS = [
  'planId',
  'effectiveFrom',
  'effectiveTo',
  'lastUpdated',
  'displayName',
  'description',
  'type',
  'fuelType',
  'brand',
  'brandName',
  'applicationUri',
  'additionalInformation',
  'customerType',
  'geography',
] as const;

/** The `EnergyPlan` a list page shows for a plan (no contracts). */
export function toListedPlan(plan: CdrPlanData): Record<string, unknown> {
  const listed: Record<string, unknown> = {};
  for (const field of LIST_FIELDS) {
    if (plan[field] !== undefined) listed[field] = plan[field];
  }
  return listed;
}
