import { basename, dirname } from 'node:path';
import { whatIfOf } from '#shared/contracts/what-if';
import { rankPlans } from '#shared/domain/costs/rank-plans';
import { sharedRanks } from '#shared/domain/costs/shared-ranks';
import type { NetworkState } from '#shared/domain/costs/time-zone';
import { profileEndDate } from '#shared/domain/usage/usage-profile';
import { whatIfForHousehold } from '#shared/domain/what-if/for-household';
import { cheapestRunPerPlan } from '#shared/domain/what-if/price-options';
import { annualBalance } from '#shared/domain/what-if/summary';
import type { CostArgs } from './cost-args.ts';
import { compileFile, compileFolder } from './cost-batch.ts';
import { loadProfile } from './cost-profile.ts';

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

async function compiledPlans(args: CostArgs) {
  const state = args.state as NetworkState | undefined;
  if (args.target.kind === 'folder')
    return compileFolder(args.target.dir, state);
  const { file } = args.target;
  const compiled = await compileFile(dirname(file), basename(file), state);
  return 'refused' in compiled
    ? { plans: [], refused: [compiled.refused] }
    : { plans: [compiled.plan], refused: [] };
}

/**
 * Prices every plan before and after the what-if, each at its cheapest
 * way of running the battery (docs/what-if.md), cheapest after first.
 */
export async function priceWhatIfCommand(args: CostArgs): Promise<unknown> {
  const input = args.whatIf;
  if (!input) throw new Error('no what-if given');
  const { plans, refused } = await compiledPlans(args);
  const { profile, report } = await loadProfile(args, plans);
  const applied = whatIfForHousehold(profile, whatIfOf(input), {
    postcode: args.postcode,
    state: args.state as NetworkState | undefined,
  });
  const options = { startsOn: args.startsOn };
  const before = rankPlans(plans, applied.before, options);
  const byId = new Map(plans.map((p) => [p.planId, p]));
  const { best } = cheapestRunPerPlan(applied, plans, options);
  const ranksBefore = sharedRanks(
    before.ranked.map((c) => cents(c.annualCostIncGst)),
  );
  const beforeRank = new Map(
    before.ranked.map((c, i) => [
      c.planId,
      { rank: ranksBefore[i] ?? i + 1, cost: c },
    ]),
  );
  const after = [...best.values()].sort(
    (a, b) => a.row.annualCostIncGst - b.row.annualCostIncGst,
  );
  const ranksAfter = sharedRanks(
    after.map((a) => cents(a.row.annualCostIncGst)),
  );
  const rows = after.map(({ row, outcome }, i) => {
    const was = beforeRank.get(row.planId);
    const plan = byId.get(row.planId);
    return {
      rank: ranksAfter[i] ?? i + 1,
      planId: row.planId,
      brandName: plan?.brandName,
      displayName: plan?.displayName,
      before: {
        rank: was?.rank,
        annualCostIncGst: cents(was?.cost.annualCostIncGst ?? Number.NaN),
      },
      annualCostIncGst: cents(row.annualCostIncGst),
      differenceDollars: cents(
        row.annualCostIncGst - (was?.cost.annualCostIncGst ?? Number.NaN),
      ),
      batteryUse: outcome.use,
      balance: annualBalance(outcome.dispatched.totals, outcome.profile.days),
    };
  });
  return {
    period: {
      startDate: profile.startDate,
      endDate: profileEndDate(profile),
      days: profile.days,
    },
    whatIf: input,
    pricedCount: rows.length,
    refusedCount: refused.length + before.excluded.length,
    bestBefore: before.ranked[0]
      ? {
          planId: before.ranked[0].planId,
          annualCostIncGst: cents(before.ranked[0].annualCostIncGst),
        }
      : null,
    bestAfter: rows[0]
      ? {
          planId: rows[0].planId,
          annualCostIncGst: rows[0].annualCostIncGst,
          before: rows[0].before,
        }
      : null,
    plans: rows,
    refused: [...refused, ...before.excluded],
    ...(report && { nem12: report }),
  };
}
