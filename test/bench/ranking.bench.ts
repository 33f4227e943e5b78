import { PricingContext } from '#shared/domain/costs/pricing-context';
import { rankPlans } from '#shared/domain/costs/rank-plans';
import { medianMs, report } from './measure.ts';
import { syntheticPlans, syntheticProfile } from './synthetic.ts';

/** Ranks 2,000 plans over a year of half-hourly data (budget ≤ 100 ms). */
export async function run(): Promise<void> {
  const compileStart = performance.now();
  const plans = syntheticPlans(2000);
  report(
    'compile 2,000 synthetic CDR plans (once, at import)',
    performance.now() - compileStart,
  );
  const profile = syntheticProfile(30);
  const cold = medianMs(
    () => rankPlans(plans, new PricingContext(profile)),
    5,
    1,
  );
  report(
    'rank 2,000 plans, 1 year × 30 min, new profile',
    cold,
    '(budget 100 ms)',
  );
  const context = new PricingContext(profile);
  rankPlans(plans, context);
  const warm = medianMs(() => rankPlans(plans, context));
  report('rank 2,000 plans, same profile (sums cached)', warm);
}
