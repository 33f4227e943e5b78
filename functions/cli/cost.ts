/**
 * Prices one CDR plan-detail document (GET /energy/plans/{planId}, x-v 3)
 * for a usage profile and prints JSON. Flat profiles (--annual-kwh,
 * --annual-mj) spread use evenly over every half hour of the 365 days from
 * --from (default: 1 January of the current year). --nem12 prices the
 * file's own days and reports the figure scaled to 365 days.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parsePlanDetail } from '#shared/cdr/plan-detail';
import { breakdownInCents } from '#shared/domain/costs/breakdown-cents';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import type { PlanCost } from '#shared/domain/costs/price-plan';
import { pricePlan } from '#shared/domain/costs/price-plan';
import type { NetworkState } from '#shared/domain/costs/time-zone';
import { flatAnnualProfile } from '#shared/domain/usage/flat-profile';
import { parseNem12Stream } from '#shared/domain/usage/nem12-parser';
import { profileFromNem12 } from '#shared/domain/usage/nem12-profile';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';
import { profileEndDate } from '#shared/domain/usage/usage-profile';
import {
  type CostArgs,
  parseCostArgs,
  USAGE,
  UsageError,
} from './cost-args.ts';

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

async function readPlan(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`plan ${file} is not valid JSON`);
  }
}

async function loadProfile(args: CostArgs, fuel: string) {
  const { usage } = args;
  if (usage.kind === 'nem12') {
    const stream = createReadStream(usage.file, { encoding: 'utf8' });
    const file = await parseNem12Stream(stream as AsyncIterable<string>);
    return profileFromNem12(
      file,
      usage.nmi === undefined ? {} : { nmi: usage.nmi },
    );
  }
  if ((usage.kind === 'annualMj') !== (fuel === 'GAS')) {
    throw new UsageError(
      `a ${fuel} plan needs ${fuel === 'GAS' ? '--annual-mj' : '--annual-kwh or --nem12'}`,
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

function describe(profile: UsageProfile, cost: PlanCost) {
  return {
    startDate: profile.startDate,
    endDate: profileEndDate(profile),
    days: profile.days,
    intervalMinutes: profile.intervalMinutes,
    unit: profile.unit,
    costIncGst: cents(cost.costIncGst),
    costWithAllDiscountsIncGst: cents(cost.costWithAllDiscountsIncGst),
    costExGst: cents(cost.costExGst),
  };
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseCostArgs(argv, new Date());
  const detail = parsePlanDetail(await readPlan(args.planFile));
  const plan = compilePlan(
    detail,
    args.state ? { state: args.state as NetworkState } : {},
  );
  const { profile, report } = await loadProfile(args, plan.fuel);
  const cost = pricePlan(plan, profile);
  const output = {
    planId: cost.planId,
    displayName: plan.displayName,
    brandName: plan.brandName,
    fuel: plan.fuel,
    annualCostIncGst: cents(cost.annualCostIncGst),
    annualCostWithAllDiscountsIncGst: cents(
      cost.annualCostWithAllDiscountsIncGst,
    ),
    annualCostExGst: cents(cost.annualCostExGst),
    breakdown: breakdownInCents(cost.breakdown),
    period: describe(profile, cost),
    notes: cost.notes,
    diagnostics: plan.diagnostics,
    ...(report && { nem12: report }),
  };
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`cost: ${message}\n`);
  if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
  process.exitCode = 1;
});
