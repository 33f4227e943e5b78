import type { UsageProfile } from '../usage/usage-profile.ts';
import type { CompiledPlan } from './compiled-plan.ts';
import { rateTypeLabel } from './labels.ts';
import { priceUsageCharge } from './price-usage.ts';
import { PricingContext } from './pricing-context.ts';
import { ALL_YEAR } from './seasons.ts';

/** Use that falls in one of a plan's rate windows (peak, shoulder…). */
export interface RateWindowShare {
  readonly label: string;
  readonly kwh: number;
  /** Fraction of all use priced, 0–1. */
  readonly share: number;
}

const total = (values: Float64Array | undefined) =>
  values ? values.reduce((sum, v) => sum + v, 0) : 0;

/**
 * How a profile's use falls into a plan's rate windows, through the same
 * clock shift and window layout the cost engine prices with; seasons and
 * block steps of one window type count together. Controlled load is its
 * own window when the plan prices it apart.
 */
export function rateWindowShares(
  plan: CompiledPlan,
  profile: UsageProfile,
): RateWindowShare[] {
  const context = new PricingContext(profile);
  const kwh = new Map<string, number>();
  const add = (label: string, value: number) =>
    kwh.set(label, (kwh.get(label) ?? 0) + value);
  const hasLoad = profile.controlledLoadPerInterval !== undefined;
  const channel =
    hasLoad && !plan.controlledLoad ? 'importWithControlledLoad' : 'import';
  plan.periods.forEach((period, p) => {
    const spent = { dollars: 0, quantity: 0 };
    const sums = priceUsageCharge(
      context,
      channel,
      period.usage,
      plan.seasons,
      p,
      spent,
    );
    period.usage.buckets.forEach((bucket, b) => {
      add(rateTypeLabel(bucket.type), total(sums[b]));
    });
  });
  if (plan.controlledLoad && hasLoad) {
    const spent = { dollars: 0, quantity: 0 };
    priceUsageCharge(
      context,
      'controlledLoad',
      plan.controlledLoad.usage,
      ALL_YEAR,
      0,
      spent,
    );
    add('Controlled load', spent.quantity);
  }
  const all = [...kwh.values()].reduce((sum, v) => sum + v, 0);
  return [...kwh].map(([label, value]) => ({
    label,
    kwh: Math.round(value * 1000) / 1000,
    share: all > 0 ? value / all : 0,
  }));
}
