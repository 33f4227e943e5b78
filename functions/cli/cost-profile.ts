import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { householdUsageSchema } from '#shared/contracts/household';
import { householdForCompare } from '#shared/domain/compare/household-for-compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import {
  type HouseholdHas,
  householdHas,
} from '#shared/domain/household/eligibility';
import { timingShifted, timingUnknown } from '#shared/domain/household/timing';
import { flatAnnualProfile } from '#shared/domain/usage/flat-profile';
import { parseNem12Stream } from '#shared/domain/usage/nem12-parser';
import {
  type Nem12ProfileReport,
  profileFromNem12,
} from '#shared/domain/usage/nem12-profile';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';
import { type CostArgs, UsageError } from './cost-args.ts';

/** The profile a command prices, and the NEM12 read report if any. */
export interface LoadedProfile {
  readonly profile: UsageProfile;
  readonly report: Nem12ProfileReport | undefined;
  /** From --bill: what the household has, and what could not be placed. */
  readonly household?: {
    readonly has: HouseholdHas;
    readonly basis: 'bill' | 'questionnaire';
    readonly diagnostics: readonly string[];
    /** The plan the bill names: its windows placed the bands. */
    readonly currentPlanId?: string;
    /**
     * When the bill cannot say when power is bought: the household with
     * some use moved into the evening, which ranking weighs against.
     */
    readonly timingShifted?: UsageProfile;
  };
}

/** Reads and checks a --bill file; a bad field is named as the API names it. */
async function loadBill(
  file: string,
  year: number,
  plans: readonly CompiledPlan[],
): Promise<LoadedProfile> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--bill ${file}: ${(error as Error).message}`);
  }
  return billProfile(document, year, `--bill ${file}`, plans);
}

/**
 * The profile a bill document prices (what --bill reads), and what the
 * household has; a bad field is refused with its name. Built by the
 * compare API's own function: the bands of a bill that names its plan
 * (`currentPlanId`, one of `plans`) fall in that plan's windows
 * (docs/compare-api.md, A bill or a household).
 */
export function billProfile(
  document: unknown,
  year: number,
  source = 'bill',
  plans: readonly CompiledPlan[] = [],
): LoadedProfile {
  const parsed = householdUsageSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(
      `${source}: ${issue?.path.join('.') || 'bill'} ${issue?.message ?? 'is not valid'}`,
    );
  }
  const { postcode, ...bill } = parsed.data;
  const billPlan =
    bill.currentPlanId === undefined
      ? undefined
      : plans.find((plan) => plan.planId === bill.currentPlanId);
  if (bill.currentPlanId !== undefined && !billPlan)
    throw new UsageError(
      `${source}: currentPlanId ${bill.currentPlanId} is not one of the plans priced`,
    );
  const built = householdForCompare(
    { kind: 'bill', ...bill },
    postcode,
    year,
    billPlan,
  );
  const exports = bill.periods?.some((p) => (p.exportKwh ?? 0) > 0) ?? false;
  const unknownTiming = timingUnknown({ kind: 'bill', ...bill });
  return {
    profile: built.profile,
    report: undefined,
    household: {
      has: householdHas(bill.household, exports),
      basis: built.basis,
      diagnostics: built.diagnostics,
      ...(bill.currentPlanId !== undefined && {
        currentPlanId: bill.currentPlanId,
      }),
      ...(unknownTiming && { timingShifted: timingShifted(built.profile) }),
    },
  };
}

/**
 * Reads the NEM12 file or the bill (whose plan, if it names one, is among
 * `plans`), or spreads the annual figures evenly over every half hour of
 * the 365 days from `--from`.
 */
export async function loadProfile(
  args: CostArgs,
  plans: readonly CompiledPlan[] = [],
): Promise<LoadedProfile> {
  const { usage } = args;
  if (usage.kind === 'bill') {
    return loadBill(usage.file, Number(args.from.slice(0, 4)), plans);
  }
  if (usage.kind === 'nem12') {
    const stream = createReadStream(usage.file, { encoding: 'utf8' });
    const file = await parseNem12Stream(stream as AsyncIterable<string>);
    return profileFromNem12(
      file,
      usage.nmi === undefined ? {} : { nmi: usage.nmi },
    );
  }
  const profile =
    usage.kind === 'annualMj'
      ? flatAnnualProfile(usage.annualMj, { startDate: args.from, unit: 'MJ' })
      : flatAnnualProfile(usage.annualKwh, {
          startDate: args.from,
          ...(usage.controlledLoadKwh !== undefined && {
            annualControlledLoad: usage.controlledLoadKwh,
          }),
          ...(usage.exportKwh !== undefined && {
            annualExport: usage.exportKwh,
          }),
        });
  return { profile, report: undefined };
}
