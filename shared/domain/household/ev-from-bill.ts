import { type Battery, fitScales, PeriodNetting } from './period-netting.ts';

/** A billed period's half-hours within the modelled run, and its figures. */
export interface BilledSpan {
  readonly offset: number;
  readonly length: number;
  readonly importKwh: number;
  readonly exportKwh: number | undefined;
}

/**
 * At most three times the average car's driving is read from a bill
 * (docs/household.md, An EV's size from the bill).
 */
export const MAX_EV_SCALE_FROM_BILL = 3;

/**
 * How many times the answers' EV the car draws, read from a bill when the
 * visitor did not give the km a year: what the bill buys beyond the
 * modelled home with the average car is taken as more driving, up to
 * {@link MAX_EV_SCALE_FROM_BILL}. A bill below it leaves the car as it is:
 * a home smaller than the benchmark is likelier than a car driven less
 * (docs/household.md, An EV's size from the bill).
 */
export function evScaleFromBill(
  spans: readonly BilledSpan[],
  withCar: Float64Array,
  withoutCar: Float64Array,
  generation: Float64Array | undefined,
  battery: Battery | undefined,
): number {
  let beyond = 0;
  let car = 0;
  for (const span of spans) {
    const to = span.offset + span.length;
    const load = withCar.subarray(span.offset, to);
    const made = generation?.subarray(span.offset, to);
    const netting = new PeriodNetting(load, made, battery);
    const { s } = fitScales(
      netting,
      span.importKwh,
      span.exportKwh,
      made !== undefined,
    );
    let use = 0;
    for (let i = span.offset; i < to; i++) {
      use += withCar[i] ?? 0;
      car += (withCar[i] ?? 0) - (withoutCar[i] ?? 0);
    }
    beyond += (s - 1) * use;
  }
  if (car <= 0) return 1;
  return Math.min(MAX_EV_SCALE_FROM_BILL, Math.max(1, 1 + beyond / car));
}
