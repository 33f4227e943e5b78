import { PricingContext } from '#shared/domain/costs/pricing-context';
import { rankPlans } from '#shared/domain/costs/rank-plans';
import { medianMs, report } from './measure.ts';
import { syntheticPlans, syntheticProfile } from './synthetic.ts';

/** How ranking time grows with plan count and interval length. */
export async function run(): Promise<void> {
  const plans = syntheticPlans(4000);
  for (const minutes of [30, 5] as const) {
    const profile = syntheticProfile(minutes);
    const base = medianMs(
      () => rankPlans(plans.slice(0, 1000), new PricingContext(profile)),
      5,
      1,
    );
    for (const count of [1000, 2000, 4000]) {
      const subset = plans.slice(0, count);
      const ms =
        count === 1000
          ? base
          : medianMs(
              () => rankPlans(subset, new PricingContext(profile)),
              5,
              1,
            );
      report(
        `rank ${count} plans, ${minutes}-minute year, new profile`,
        ms,
        `(×${(ms / base).toFixed(2)} of 1k)`,
      );
    }
  }
}
