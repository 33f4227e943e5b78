import { cardEstimatesOf } from '#shared/domain/compare/typical-household';
import { PricingContext } from '#shared/domain/costs/pricing-context';
import { rankPlans } from '#shared/domain/costs/rank-plans';
import { medianMs, report } from './measure.ts';
import { syntheticPlans, syntheticProfile } from './synthetic.ts';

const PLANS = 1350;
const NOW = new Date('2026-11-27T00:00:00Z');

/**
 * The card estimates of the largest partition's worth of plans
 * (docs/pricing-rules.md, Typical household): the first list of a market
 * each day prices every plan's typical home and business; later lists
 * that day read them back. Beside it, ranking the same plans once for a
 * visitor, which compare does on every request.
 */
export async function run(): Promise<void> {
  const plans = syntheticPlans(PLANS);
  const rank = medianMs(
    () => rankPlans(plans, new PricingContext(syntheticProfile(30))),
    5,
    1,
  );
  report(`rank ${PLANS} plans for one visitor, new profile`, rank);
  // Fresh plans each time: a tariff's estimates are kept per compiled plan.
  let day = 0;
  const first = medianMs(
    () => {
      day += 1;
      const when = new Date(NOW.getTime() + day * 86_400_000);
      for (const plan of plans) cardEstimatesOf(plan, 'VIC', when);
    },
    5,
    1,
  );
  report(
    `card estimates of ${PLANS} plans, first list of a day`,
    first,
    `(${(first / rank).toFixed(1)}× one ranking)`,
  );
  const when = new Date(NOW.getTime() + (day + 1) * 86_400_000);
  for (const plan of plans) cardEstimatesOf(plan, 'VIC', when);
  const again = medianMs(() => {
    for (const plan of plans) cardEstimatesOf(plan, 'VIC', when);
  });
  report(`card estimates of ${PLANS} plans, again that day`, again);
}
