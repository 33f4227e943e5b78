import {
  type CostBreakdown,
  GST_MULTIPLIER,
  type SupplyLine,
  type UsageLine,
  usageLines,
} from './breakdown.ts';
import type { CompiledPlan } from './compiled-plan.ts';
import { demandLines, priceDemandCharge } from './price-demand.ts';
import { type ChargeTotal, priceUsageCharge } from './price-usage.ts';
import type { ChannelName, PricingContext } from './pricing-context.ts';
import { ALL_YEAR } from './seasons.ts';

/** Breakdown lines of the metered charges (no fees or discounts). */
export type ChargeLines = Pick<
  CostBreakdown,
  'supply' | 'usage' | 'controlledLoad' | 'demand' | 'feedIn'
>;

/** Ex-GST charges (and the GST-free feed-in credit) over the profile. */
export interface PlanCharges {
  readonly supplyDollars: number;
  readonly general: ChargeTotal;
  readonly controlledLoadSupplyDollars: number;
  readonly controlledLoad: ChargeTotal;
  readonly demandDollars: number;
  readonly feedIn: ChargeTotal;
  /** The same charges itemised, over the profile's days. */
  readonly lines: ChargeLines;
  readonly notes: readonly string[];
}

function supplyLine(label: string, perDay: number, days: number): SupplyLine {
  return {
    label,
    days,
    dollarsPerDayIncGst: perDay * GST_MULTIPLIER,
    dollarsIncGst: perDay * days * GST_MULTIPLIER,
    dollarsExGst: perDay * days,
  };
}

function supplyAndUsage(
  plan: CompiledPlan,
  context: PricingContext,
  channel: ChannelName,
) {
  const general: ChargeTotal = { dollars: 0, quantity: 0 };
  let supplyDollars = 0;
  const supply: SupplyLine[] = [];
  const usage: UsageLine[] = [];
  const runs = context.seasonRuns(plan.seasons);
  plan.periods.forEach((period, p) => {
    const list = runs[p] ?? [];
    let days = 0;
    for (let r = 0; r < list.length; r += 2) {
      /* v8 ignore next -- @preserve runs come in [start, end) pairs; `?? 0` only satisfies noUncheckedIndexedAccess */
      days += (list[r + 1] ?? 0) - (list[r] ?? 0);
    }
    supplyDollars += period.supplyDollarsPerDay * days;
    if (days > 0) {
      const label = period.season ? `Supply · ${period.season}` : 'Supply';
      supply.push(supplyLine(label, period.supplyDollarsPerDay, days));
    }
    const sums = priceUsageCharge(
      context,
      channel,
      period.usage,
      plan.seasons,
      p,
      general,
    );
    usage.push(...usageLines(period.usage, sums, period.season, false));
  });
  return { supplyDollars, general, supply, usage };
}

function demand(plan: CompiledPlan, context: PricingContext) {
  const seasons = plan.demandSeasons;
  const lines: ChargeLines['demand'][number][] = [];
  let dollars = 0;
  if (!seasons) return { dollars, lines };
  plan.demandCharges.forEach((charges, p) => {
    for (const charge of charges) {
      const measures = priceDemandCharge(context, charge, seasons, p);
      for (const measure of measures) dollars += measure.dollars;
      lines.push(...demandLines(context, charge, measures));
    }
  });
  return { dollars, lines };
}

function extraCharge(
  context: PricingContext,
  channel: 'controlledLoad' | 'export',
  charge: NonNullable<CompiledPlan['feedIn']> | undefined,
) {
  const total: ChargeTotal = { dollars: 0, quantity: 0 };
  if (!charge || !context.channel(channel)) return { total, lines: [] };
  const sums = priceUsageCharge(context, channel, charge, ALL_YEAR, 0, total);
  return {
    total,
    lines: usageLines(charge, sums, undefined, channel === 'export'),
  };
}

/**
 * The feed-in credit; where the plan's options overlap and the profile
 * exports, the option paying most is priced (the visitor would pick it).
 */
function feedInCharge(plan: CompiledPlan, context: PricingContext) {
  const main = extraCharge(context, 'export', plan.feedIn);
  const choice = plan.feedInChoice;
  if (!choice || !context.channel('export')) return { ...main, notes: [] };
  let best = main;
  for (const option of choice.options) {
    const priced = extraCharge(context, 'export', option);
    if (priced.total.dollars > best.total.dollars) best = priced;
  }
  return { ...best, notes: [choice.reason] };
}

/**
 * Supply, usage, controlled load, demand and feed-in for one plan. Use on
 * a controlled-load channel is priced at general rates when the plan has
 * no controlled-load tariff (and a note says so).
 */
export function priceCharges(
  plan: CompiledPlan,
  context: PricingContext,
): PlanCharges {
  const hasLoad = context.profile.controlledLoadPerInterval !== undefined;
  const mergeLoad = hasLoad && !plan.controlledLoad;
  const channel = mergeLoad ? 'importWithControlledLoad' : 'import';
  const general = supplyAndUsage(plan, context, channel);
  const load = extraCharge(
    context,
    'controlledLoad',
    plan.controlledLoad?.usage,
  );
  const loadSupplyPerDay = plan.controlledLoad?.supplyDollarsPerDay ?? 0;
  const loadSupplyDays = hasLoad && plan.controlledLoad ? context.days : 0;
  const supply = [...general.supply];
  if (loadSupplyDays > 0) {
    supply.push(
      supplyLine('Controlled load supply', loadSupplyPerDay, loadSupplyDays),
    );
  }
  const feedIn = feedInCharge(plan, context);
  const demandCharges = demand(plan, context);
  return {
    supplyDollars: general.supplyDollars,
    general: general.general,
    controlledLoadSupplyDollars: loadSupplyPerDay * loadSupplyDays,
    controlledLoad: load.total,
    demandDollars: demandCharges.dollars,
    feedIn: feedIn.total,
    lines: {
      supply,
      usage: general.usage,
      controlledLoad: load.lines,
      demand: demandCharges.lines,
      feedIn: feedIn.lines,
    },
    notes: [
      ...(mergeLoad ? ['controlled load priced at general rates'] : []),
      ...feedIn.notes,
    ],
  };
}
