import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { PricingContext } from '#shared/domain/costs/pricing-context';

/**
 * A store of one figure per compiled plan, kept by the usage sums it was
 * priced on (kept warm by `pricingFor`) and the day a plan would start: a
 * new start day starts afresh, and a usage or catalogue no longer held
 * is collected with its entries.
 */
export function keptByUsage<T>(): (
  context: PricingContext,
  startsOn: string,
) => WeakMap<CompiledPlan, T> {
  const kept = new WeakMap<
    PricingContext,
    { startsOn: string; byPlan: WeakMap<CompiledPlan, T> }
  >();
  return (context, startsOn) => {
    let found = kept.get(context);
    if (found?.startsOn !== startsOn) {
      found = { startsOn, byPlan: new WeakMap() };
      kept.set(context, found);
    }
    return found.byPlan;
  };
}
