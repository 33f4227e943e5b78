import type { CdrPlanDocument } from '#shared/cdr/plan-document-schema';

type Json = Readonly<Record<string, unknown>>;
type RequiredByStandard = 'brand' | 'brandName' | 'lastUpdated';
type Geography = NonNullable<CdrPlanDocument['geography']>;
type LooseParts = 'electricityContract' | 'gasContract' | 'meteringCharges';

/**
 * A CDR `EnergyPlanDetailV3` as the local source serves it: the one plan
 * document type, with the fields the standard requires always present. The
 * fixtures write contract bodies as plain JSON; the import parses them.
 */
export type CdrPlanData = Omit<
  CdrPlanDocument,
  RequiredByStandard | LooseParts | 'geography'
> &
  Required<Pick<CdrPlanDocument, RequiredByStandard>> & {
    readonly electricityContract?: Json;
    readonly gasContract?: Json;
    readonly meteringCharges?: readonly Json[];
    readonly geography?: Geography & Required<Pick<Geography, 'distributors'>>;
  };

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
