import type { UsageCharge } from './compiled-plan.ts';
import { stepPhrases } from './labels.ts';
import { GST_MULTIPLIER } from './price-plan.ts';
import type { TariffBlock, TariffMapPlan } from './tariff-map-types.ts';

/** Cents to a thousandth, inc GST unless `gst` is false (feed-in credits). */
export const centsOf = (dollarsExGst: number, gst: boolean) =>
  Math.round(dollarsExGst * 100 * (gst ? GST_MULTIPLIER : 1) * 1000) / 1000;

/** True when one bucket applies in every slot of the week. */
export function isUniform(charge: UsageCharge): boolean {
  const first = charge.layout.slots[0];
  return charge.layout.slots.every((bucket) => bucket === first);
}

/** Each step of a charge's one all-week rate. */
function blocksOf(
  kind: TariffBlock['kind'],
  charge: UsageCharge,
  season: string | null,
  plan: TariffMapPlan,
): TariffBlock[] {
  const unit = plan.unit === 'MJ' && kind !== 'feedIn' ? 'MJ' : 'kWh';
  const bucket = charge.layout.slots[0] ?? -1;
  const rate = charge.rates[bucket];
  const label = charge.buckets[bucket];
  const prices = rate?.pricesDollars ?? [];
  const gst = kind !== 'feedIn';
  const name = label?.type ? rateName(label.steps[0] ?? '', season) : 'Anytime';
  const steps =
    rate && prices.length > 1 ? stepPhrases(rate, plan.unit) : [null];
  return prices.map((price, i) => ({
    kind,
    season,
    name,
    step: steps[i] ?? null,
    centsPerUnit: centsOf(price, gst),
    unit,
  }));
}

/** `Summer · Anytime · first 6 kWh a day` → `Anytime`. */
function rateName(label: string, season: string | null): string {
  const parts = label.split(' · ');
  if (season && parts[0] === season) parts.shift();
  return parts[0] ?? label;
}

/** The rates that are the same at every hour of the week, step by step. */
export function tariffBlocks(plan: TariffMapPlan): TariffBlock[] {
  const blocks: TariffBlock[] = [];
  for (const period of plan.periods) {
    if (isUniform(period.usage))
      blocks.push(
        ...blocksOf('usage', period.usage, period.season ?? null, plan),
      );
  }
  const cl = plan.controlledLoad?.usage;
  if (cl && isUniform(cl))
    blocks.push(...blocksOf('controlledLoad', cl, null, plan));
  if (plan.feedIn && isUniform(plan.feedIn))
    blocks.push(...blocksOf('feedIn', plan.feedIn, null, plan));
  return blocks;
}
