import { type DispatchInput, dispatch } from '../what-if/dispatch.ts';
import {
  DEFAULT_EXPORT_LIMIT_KW_PER_PHASE,
  netSolarAgainstUse,
} from './solar.ts';

/**
 * Fitting a period's modelled use and generation to its bill's bought and
 * exported kWh (docs/household.md, From a bill).
 */
export interface Netted {
  readonly importKwh: Float64Array;
  readonly exportKwh: Float64Array;
}

export type Battery = {
  usableKwh: number;
  powerKw: number;
  roundTripEfficiency: number;
};

/** Bought and exported kWh over a run, without its half-hours. */
interface NettedTotals {
  readonly importKwh: number;
  readonly exportKwh: number;
}

/**
 * A period's use (scaled by s) and generation (scaled by g) netted half-hour
 * by half-hour: `run` keeps the half-hours, `totals` only their sums and is
 * what the calibration's many trials call, so it allocates nothing without
 * a battery (docs/household.md, Speed).
 */
export class PeriodNetting {
  private readonly use: Float64Array;
  private readonly generation: Float64Array;

  constructor(
    private readonly load: Float64Array,
    private readonly made: Float64Array | undefined,
    private readonly battery: Battery | undefined,
  ) {
    this.use = new Float64Array(load.length);
    this.generation = new Float64Array(made ? load.length : 0);
  }

  run(s: number, g: number): Netted {
    const use = this.load.map((v) => v * s);
    if (!this.made)
      return { importKwh: use, exportKwh: new Float64Array(use.length) };
    const generation = this.made.map((v) => v * g);
    if (!this.battery) {
      const netted = netSolarAgainstUse(
        use,
        generation,
        DEFAULT_EXPORT_LIMIT_KW_PER_PHASE,
      );
      return { importKwh: netted.importKwh, exportKwh: netted.exportKwh };
    }
    const run = dispatch(this.dispatchInput(use, generation));
    return {
      importKwh: run.importPerInterval,
      exportKwh: run.exportPerInterval,
    };
  }

  /** The sums of {@link run}'s half-hours, added in the same order. */
  totals(s: number, g: number): NettedTotals {
    const { load, made } = this;
    if (!made) {
      let bought = 0;
      for (let i = 0; i < load.length; i++) bought += (load[i] ?? 0) * s;
      return { importKwh: bought, exportKwh: 0 };
    }
    if (!this.battery) {
      const limit = DEFAULT_EXPORT_LIMIT_KW_PER_PHASE / 2;
      let bought = 0;
      let sent = 0;
      for (let i = 0; i < load.length; i++) {
        const use = (load[i] ?? 0) * s;
        const generated = (made[i] ?? 0) * g;
        const self = Math.min(use, generated);
        bought += use - self;
        sent += Math.min(generated - self, limit);
      }
      return { importKwh: bought, exportKwh: sent };
    }
    for (let i = 0; i < load.length; i++) {
      this.use[i] = (load[i] ?? 0) * s;
      this.generation[i] = (made[i] ?? 0) * g;
    }
    const { totals } = dispatch(this.dispatchInput(this.use, this.generation));
    return { importKwh: totals.bought, exportKwh: totals.exported };
  }

  private dispatchInput(
    use: Float64Array,
    generation: Float64Array,
  ): DispatchInput {
    return {
      load: use,
      existingExport: undefined,
      generation,
      exportLimitKwh: DEFAULT_EXPORT_LIMIT_KW_PER_PHASE / 2,
      battery: this.battery,
    };
  }
}

/**
 * Smallest x ≥ 0 with f(x) ≥ target, f rising: the bracket [0, hi] doubled
 * until it holds the target, then narrowed by regula falsi (the Illinois
 * variant: the side that stays has its value halved) to a relative width
 * of 1e-12, which takes a handful of trials where halving takes forty.
 */
function solve(f: (x: number) => number, target: number, hi: number): number {
  let low = 0;
  let high = hi;
  let lowGap = f(low) - target;
  let highGap = f(high) - target;
  if (lowGap >= 0) return 0;
  for (let i = 0; i < 40 && highGap < 0; i++) {
    low = high;
    lowGap = highGap;
    high *= 2;
    highGap = f(high) - target;
  }
  if (highGap < 0) return high;
  let kept = 0;
  for (let i = 0; i < 100 && high - low > 1e-12 * high; i++) {
    let x = high - (highGap * (high - low)) / (highGap - lowGap);
    if (!(x > low && x < high)) x = (low + high) / 2;
    const gap = f(x) - target;
    if (gap < 0) {
      low = x;
      lowGap = gap;
      if (kept === -1) highGap /= 2;
      kept = -1;
    } else {
      high = x;
      highGap = gap;
      if (kept === 1) lowGap /= 2;
      kept = 1;
    }
  }
  return (low + high) / 2;
}

/**
 * The scales of use (s) and generation (g) that make the period's bought
 * and exported kWh the bill's: each is found in turn with the other held,
 * a few rounds. Without panels use alone is scaled.
 */
export function fitScales(
  netting: PeriodNetting,
  importTarget: number,
  exportTarget: number | undefined,
  hasSolar: boolean,
): { readonly s: number; readonly g: number } {
  const bought = (s: number, g: number) => netting.totals(s, g).importKwh;
  const sent = (s: number, g: number) => netting.totals(s, g).exportKwh;
  if (!hasSolar) {
    const sum = bought(1, 0);
    return { s: sum > 0 ? importTarget / sum : 0, g: 0 };
  }
  let s = 1;
  let g = 1;
  for (let round = 0; round < 5; round++) {
    const gNow = g;
    s = solve((x) => bought(x, gNow), importTarget, 2);
    if (exportTarget === undefined) break;
    const sNow = s;
    g = Math.min(
      solve((x) => sent(sNow, x), exportTarget, 2),
      3,
    );
  }
  const gFinal = g;
  s = solve((x) => bought(x, gFinal), importTarget, 2);
  return { s, g };
}

/** The period's half-hours at the scales {@link fitScales} finds. */
export function calibrate(
  netting: PeriodNetting,
  importTarget: number,
  exportTarget: number | undefined,
  hasSolar: boolean,
): Netted {
  const { s, g } = fitScales(netting, importTarget, exportTarget, hasSolar);
  return netting.run(s, g);
}
