import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parsePlanDetail } from '#shared/cdr/plan-detail';
import { byRankingCost } from '#shared/domain/compare/sort-results';
import { incGstOf } from '#shared/domain/costs/breakdown';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { PriceOptions } from '#shared/domain/costs/price-plan';
import { rankPlans } from '#shared/domain/costs/rank-plans';
import {
  type Confidence,
  confidenceOf,
  readableDiagnostics,
  sentenceOf,
  type UsageBasis,
} from '#shared/domain/costs/readable';
import type { NetworkState } from '#shared/domain/costs/time-zone';
import {
  eligibilityInWords,
  eligibilityRulesOf,
  type HouseholdHas,
  unmetEligibility,
} from '#shared/domain/household/eligibility';
import { timingInWords } from '#shared/domain/household/timing';
import { timingAllowancesOf } from '#shared/domain/household/timing-allowances';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** Annual dollars inc GST per part of the bill (credits negative). */
export interface CostSummary {
  readonly supply: number;
  readonly usage: number;
  readonly controlledLoad: number;
  readonly demand: number;
  readonly feedIn: number;
  readonly fees: number;
  readonly discounts: number;
}

/** One priced plan of a folder run. */
export interface PricedRow {
  readonly rank: number;
  readonly planId: string;
  readonly brandName: string;
  readonly displayName: string;
  readonly annualCostIncGst: number;
  readonly annualCostWithAllDiscountsIncGst: number;
  readonly summary: CostSummary;
  readonly confidence: Confidence;
  readonly diagnostics: readonly string[];
  /** The plan's eligibility restrictions in plain words. */
  readonly eligibility: readonly string[];
  /**
   * Whole dollars the plan is ranked above its cost because the bill
   * cannot say when power is bought, and why in words; absent when 0.
   */
  readonly timingAllowanceDollars?: number;
  readonly timingNote?: string;
}

/** A plan the household cannot take by its own answers, and why. */
export interface IneligibleRow {
  readonly planId: string;
  readonly displayName: string;
  readonly annualCostIncGst: number;
  readonly reasons: readonly string[];
}

/** A plan file that was not priced, and why. */
export interface RefusedRow {
  readonly file: string;
  readonly planId: string | undefined;
  readonly reason: string;
}

/** Every plan of a folder, cheapest first, and the ones refused. */
export interface BatchResult {
  readonly priced: readonly PricedRow[];
  readonly refused: readonly RefusedRow[];
  /** Left out of the ranking: the household cannot take them. */
  readonly ineligible: readonly IneligibleRow[];
}

export type Compiled =
  | { plan: CompiledPlan; rules: ReturnType<typeof eligibilityRulesOf> }
  | { refused: RefusedRow };

export async function compileFile(
  dir: string,
  file: string,
  state: NetworkState | undefined,
): Promise<Compiled> {
  try {
    const document: unknown = JSON.parse(
      await readFile(join(dir, file), 'utf8'),
    );
    const detail = parsePlanDetail(document);
    const data = (document as { data?: unknown }).data ?? document;
    return {
      plan: compilePlan(detail, state ? { state } : {}),
      rules: eligibilityRulesOf(data),
    };
  } catch (error) {
    const reason = sentenceOf((error as Error).message);
    return { refused: { file, planId: undefined, reason } };
  }
}

function summaryOf(
  breakdown: ReturnType<typeof rankPlans>['ranked'][number]['breakdown'],
): CostSummary {
  return {
    supply: cents(incGstOf(breakdown.supply)),
    usage: cents(incGstOf(breakdown.usage)),
    controlledLoad: cents(incGstOf(breakdown.controlledLoad)),
    demand: cents(incGstOf(breakdown.demand)),
    feedIn: cents(incGstOf(breakdown.feedIn)),
    fees: cents(incGstOf(breakdown.fees)),
    discounts: cents(incGstOf(breakdown.guaranteedDiscounts)),
  };
}

/** A folder's plans compiled once, with their eligibility rules. */
export interface CompiledFolder {
  readonly plans: readonly CompiledPlan[];
  readonly refused: readonly RefusedRow[];
  readonly fileOf: ReadonlyMap<string, string>;
  readonly rulesOf: ReadonlyMap<string, ReturnType<typeof eligibilityRulesOf>>;
}

/** Parses and compiles every `.json` plan in `dir`; unreadable ones are refused. */
export async function compileFolder(
  dir: string,
  state: NetworkState | undefined,
): Promise<CompiledFolder> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const plans: CompiledPlan[] = [];
  const refused: RefusedRow[] = [];
  const fileOf = new Map<string, string>();
  const rulesOf = new Map<string, ReturnType<typeof eligibilityRulesOf>>();
  // Read at once, not one file after another: a folder holds a thousand.
  const all = await Promise.all(
    files.map((file) => compileFile(dir, file, state)),
  );
  all.forEach((compiled, i) => {
    const file = files[i] ?? '';
    if ('refused' in compiled) refused.push(compiled.refused);
    else {
      plans.push(compiled.plan);
      fileOf.set(compiled.plan.planId, file);
      rulesOf.set(compiled.plan.planId, compiled.rules);
    }
  });
  return { plans, refused, fileOf, rulesOf };
}

/**
 * Prices a compiled folder for one profile, in compare's ranking order:
 * cheapest first, or, given the timing-shifted profile of a bill that
 * cannot say when power is bought, by cost plus timing allowance
 * (docs/household.md, When a bill cannot say when).
 */
export function rankFolder(
  folder: CompiledFolder,
  profile: UsageProfile,
  basis: UsageBasis,
  options: PriceOptions = {},
  household?: HouseholdHas,
  timingShifted?: UsageProfile,
): BatchResult {
  const { plans, fileOf, rulesOf } = folder;
  const refused = [...folder.refused];
  const byId = new Map(plans.map((plan) => [plan.planId, plan]));
  const { ranked, excluded } = rankPlans(plans, profile, options);
  for (const { planId, reason } of excluded) {
    refused.push({ file: fileOf.get(planId) ?? '', planId, reason });
  }
  const ineligible: IneligibleRow[] = [];
  const takeable = ranked.filter((cost) => {
    const reasons = household
      ? unmetEligibility(rulesOf.get(cost.planId) ?? [], household)
      : [];
    if (reasons.length === 0) return true;
    ineligible.push({
      planId: cost.planId,
      displayName: byId.get(cost.planId)?.displayName ?? '',
      annualCostIncGst: cents(cost.annualCostIncGst),
      reasons,
    });
    return false;
  });
  const allowances = timingShifted
    ? timingAllowancesOf(
        takeable.flatMap((cost) => byId.get(cost.planId) ?? []),
        new Map(takeable.map((c) => [c.planId, cents(c.annualCostIncGst)])),
        timingShifted,
        options,
      )
    : new Map<string, number>();
  const ranking = takeable
    .map((cost) => ({
      cost,
      annualCostIncGst: cents(cost.annualCostIncGst),
      timingAllowanceDollars: allowances.get(cost.planId) ?? 0,
    }))
    .sort(byRankingCost);
  const priced = ranking.map(({ cost, timingAllowanceDollars }, i) => {
    const plan = byId.get(cost.planId) as CompiledPlan;
    const row: PricedRow = {
      rank: i + 1,
      planId: cost.planId,
      brandName: plan.brandName,
      displayName: plan.displayName,
      annualCostIncGst: cents(cost.annualCostIncGst),
      annualCostWithAllDiscountsIncGst: cents(
        cost.annualCostWithAllDiscountsIncGst,
      ),
      summary: summaryOf(cost.breakdown),
      confidence: confidenceOf(plan, cost, basis),
      diagnostics: readableDiagnostics(plan, cost, basis),
      eligibility: (rulesOf.get(cost.planId) ?? []).map(
        (rule) => eligibilityInWords(rule).words,
      ),
    };
    return timingAllowanceDollars > 0
      ? {
          ...row,
          timingAllowanceDollars,
          timingNote: timingInWords(timingAllowanceDollars),
        }
      : row;
  });
  return { priced, refused, ineligible };
}
