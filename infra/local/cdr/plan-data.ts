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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day the fixture plans were written for: the 1 July 2026 price change
 * had taken effect a week before.
 */
export const FIXTURES_WRITTEN_FOR = '2026-07-08T00:00:00Z';

/**
 * The fixture plans as of the day the source starts: every effective date
 * moves by whole days so that day stands where {@link FIXTURES_WRITTEN_FOR}
 * stood (versions keep their order and spacing), and every plan was last
 * updated the day before, at its own time of day. Whole days, so a restart
 * on the same day serves the same stamps and nothing re-imports.
 */
export function stampForStartDay(
  plans: readonly CdrPlanData[],
  startedAt: Date,
): CdrPlanData[] {
  const startDay = Math.floor(startedAt.getTime() / DAY_MS) * DAY_MS;
  const shift = startDay - Date.parse(FIXTURES_WRITTEN_FOR);
  const moved = (iso: string) =>
    new Date(Date.parse(iso) + shift).toISOString();
  return plans.map((plan) => {
    const timeOfDay =
      ((Date.parse(plan.lastUpdated) % DAY_MS) + DAY_MS) % DAY_MS;
    return {
      ...plan,
      ...(plan.effectiveFrom && { effectiveFrom: moved(plan.effectiveFrom) }),
      ...(plan.effectiveTo && { effectiveTo: moved(plan.effectiveTo) }),
      lastUpdated: new Date(startDay - DAY_MS + timeOfDay).toISOString(),
    };
  });
}
