/**
 * Prices one CDR plan-detail document (GET /energy/plans/{planId}, x-v 3)
 * for a usage profile and prints JSON. Flat profiles (--annual-kwh,
 * --annual-mj) spread use evenly over every half hour of the 365 days from
 * --from (default: 1 January of the current year). --nem12 prices the
 * file's own days and reports the figure scaled to 365 days. --plans DIR
 * prices every plan in a folder for one profile, cheapest first. The
 * what-if options (--add-solar-kw…) price every plan before and after the
 * change and print JSON (docs/what-if.md).
 */
import { readFile } from 'node:fs/promises';
import { parsePlanDetail } from '#shared/cdr/plan-detail';
import { breakdownInCents } from '#shared/domain/costs/breakdown-cents';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import type { PlanCost } from '#shared/domain/costs/price-plan';
import { pricePlan } from '#shared/domain/costs/price-plan';
import {
  confidenceOf,
  readableDiagnostics,
} from '#shared/domain/costs/readable';
import type { NetworkState } from '#shared/domain/costs/time-zone';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';
import { profileEndDate } from '#shared/domain/usage/usage-profile';
import {
  type CostArgs,
  parseCostArgs,
  USAGE,
  UsageError,
} from './cost-args.ts';
import { basisOf, priceFolderCommand } from './cost-folder.ts';
import { loadProfile } from './cost-profile.ts';
import { priceWhatIfCommand } from './cost-what-if.ts';

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

async function readPlan(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`plan ${file} is not valid JSON`);
  }
}

function checkFuel(args: CostArgs, fuel: string): void {
  if (args.usage.kind === 'nem12' || args.usage.kind === 'bill') return;
  if ((args.usage.kind === 'annualMj') !== (fuel === 'GAS')) {
    throw new UsageError(
      `a ${fuel} plan needs ${fuel === 'GAS' ? '--annual-mj' : '--annual-kwh or --nem12'}`,
    );
  }
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

async function pricePlanFile(args: CostArgs, file: string): Promise<void> {
  const detail = parsePlanDetail(await readPlan(file));
  const plan = compilePlan(
    detail,
    args.state ? { state: args.state as NetworkState } : {},
  );
  checkFuel(args, plan.fuel);
  const { profile, report } = await loadProfile(args, [plan]);
  const cost = pricePlan(plan, profile, { startsOn: args.startsOn });
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
    confidence: confidenceOf(plan, cost, basisOf(args)),
    diagnostics: readableDiagnostics(plan, cost, basisOf(args)),
    notes: cost.notes,
    findings: plan.diagnostics,
    ...(report && { nem12: report }),
  };
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseCostArgs(argv, new Date());
  if (args.whatIf) {
    const output = await priceWhatIfCommand(args);
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return;
  }
  if (args.target.kind === 'folder') {
    const output = await priceFolderCommand(args, args.target.dir);
    process.stdout.write(
      typeof output === 'string'
        ? output
        : `${JSON.stringify(output, null, 2)}\n`,
    );
  } else await pricePlanFile(args, args.target.file);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`cost: ${message}\n`);
  if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
  process.exitCode = 1;
});
