import type { UsageBasis } from '#shared/domain/costs/readable';
import type { NetworkState } from '#shared/domain/costs/time-zone';
import { profileEndDate } from '#shared/domain/usage/usage-profile';
import type { CostArgs } from './cost-args.ts';
import { compileFolder, rankFolder } from './cost-batch.ts';
import { againstCurrentPlan } from './cost-current-plan.ts';
import { batchCsv } from './cost-format.ts';
import { loadProfile } from './cost-profile.ts';

export const basisOf = (args: CostArgs): UsageBasis =>
  args.usage.kind === 'nem12' ? 'meter' : 'typical';

/**
 * What `--plans DIR` prints: every plan of the folder priced for one
 * profile, cheapest first, as CSV or as an object for JSON. A bill that
 * names its plan (`currentPlanId`) has its bands placed in that plan's
 * windows, and every row says what it saves against it, as the compare
 * API does (docs/compare-api.md, A bill or a household).
 */
export async function priceFolderCommand(
  args: CostArgs,
  dir: string,
): Promise<string | object> {
  const state = args.state as NetworkState | undefined;
  const folder = await compileFolder(dir, state);
  const { profile, report, household } = await loadProfile(args, folder.plans);
  const result = rankFolder(
    folder,
    profile,
    basisOf(args),
    { startsOn: args.startsOn },
    household?.has,
    household?.timingShifted,
  );
  if (args.format === 'csv') return batchCsv(result);
  return {
    period: {
      startDate: profile.startDate,
      endDate: profileEndDate(profile),
      days: profile.days,
      unit: profile.unit,
    },
    pricedCount: result.priced.length,
    refusedCount: result.refused.length,
    ...(household?.currentPlanId
      ? againstCurrentPlan(result, household.currentPlanId)
      : { plans: result.priced }),
    refused: result.refused,
    ...(household && {
      household: {
        basis: household.basis,
        diagnostics: household.diagnostics,
      },
      ineligibleCount: result.ineligible.length,
      ineligible: result.ineligible,
    }),
    ...(report && { nem12: report }),
  };
}
