import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { freePowerWindows } from '#shared/domain/what-if/plan-rates';
import type { PricedPlan } from './price-matches.ts';

const known = new WeakMap<CompiledPlan, string[]>();

/** Each row labelled with its plan's free-power (0 c/kWh) windows, when it has any. */
export function withFreePowerWindows<P extends PricedPlan>(
  plans: readonly P[],
  tariffs: ReadonlyMap<string, CompiledPlan>,
): P[] {
  return plans.map((row) => {
    const tariff = tariffs.get(row.plan.id);
    if (!tariff) return row;
    let windows = known.get(tariff);
    if (!windows) {
      windows = freePowerWindows(tariff);
      known.set(tariff, windows);
    }
    return windows.length > 0 ? { ...row, freePowerWindows: windows } : row;
  });
}
