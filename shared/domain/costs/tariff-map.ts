import type { UsageCharge } from './compiled-plan.ts';
import { centsOf, isUniform, tariffBlocks } from './tariff-map-blocks.ts';
import type {
  TariffGrid,
  TariffGridRate,
  TariffGridRow,
  TariffMap,
  TariffMapPlan,
} from './tariff-map-types.ts';
import { SLOTS_PER_DAY } from './week-slots.ts';

export type * from './tariff-map-types.ts';

/** The map's columns: half-hours of a day (most windows start on one). */
export const HALF_HOURS = 48;
const SLOTS_PER_CELL = SLOTS_PER_DAY / HALF_HOURS;
/** Rows start on Monday, as Australian bills and calendars do. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The bucket covering most of each half-hour of one weekday, or -1. */
function cellsOfDay(slots: Int8Array, day: number): number[] {
  return Array.from({ length: HALF_HOURS }, (_, cell) => {
    const counts = new Map<number, number>();
    const from = day * SLOTS_PER_DAY + cell * SLOTS_PER_CELL;
    for (let s = from; s < from + SLOTS_PER_CELL; s++) {
      const bucket = slots[s] ?? -1;
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? -1;
  });
}

/** `Weekdays`, `Weekends`, `Every day`, or the days' short names. */
export function dayGroupLabel(days: readonly number[]): string {
  const key = [...days].sort().join('');
  if (key === '0123456') return 'Every day';
  if (key === '12345') return 'Weekdays';
  if (key === '06') return 'Weekends';
  return MONDAY_FIRST.filter((d) => days.includes(d))
    .map((d) => SHORT_DAYS[d])
    .join(', ');
}

/** Weekdays with the same half-hours share a row, Monday's group first. */
function rowsOf(slots: Int8Array, rateOf: (bucket: number) => number | null) {
  const groups = new Map<
    string,
    { days: number[]; cells: (number | null)[] }
  >();
  for (const day of MONDAY_FIRST) {
    const cells = cellsOfDay(slots, day).map((b) => (b < 0 ? null : rateOf(b)));
    const key = cells.join(',');
    const group = groups.get(key);
    if (group) group.days.push(day);
    else groups.set(key, { days: [day], cells });
  }
  return [...groups.values()].map(
    (g): TariffGridRow => ({ days: dayGroupLabel(g.days), cells: g.cells }),
  );
}

/** The rate name without its season, or its block step (those show apart). */
function rateName(charge: UsageCharge, bucket: number, season?: string) {
  const label = charge.buckets[bucket];
  const full = label?.steps[0] ?? label?.type ?? 'Rate';
  const base =
    (label?.steps.length ?? 0) > 1
      ? full.slice(0, full.lastIndexOf(' · '))
      : full;
  return season && base.startsWith(`${season} · `)
    ? base.slice(season.length + 3)
    : base;
}

/** A grid of one usage charge: each distinct name and price is one rate. */
function chargeGrid(
  kind: TariffGrid['kind'],
  charge: UsageCharge,
  unit: string,
  season: string | undefined,
): TariffGrid {
  const rates: TariffGridRate[] = [];
  const gst = kind !== 'feedIn';
  const rateOf = (bucket: number) => {
    const prices = charge.rates[bucket]?.pricesDollars ?? [];
    const rate = {
      name: rateName(charge, bucket, season),
      centsPerUnit: centsOf(prices[0] ?? 0, gst),
      unit,
      stepped: prices.length > 1,
    };
    const found = rates.findIndex(
      (r) => r.name === rate.name && r.centsPerUnit === rate.centsPerUnit,
    );
    if (found >= 0) return found;
    rates.push(rate);
    return rates.length - 1;
  };
  const rows = rowsOf(charge.layout.slots, rateOf);
  return { kind, season: season ?? null, rows, rates };
}

const PER_PERIOD = {
  DAY: 'a day',
  MONTH: 'a month',
  TARIFF_PERIOD: 'a season',
};

/**
 * A plan's rates as 24-hour grids (half-hour columns, rows of weekdays
 * that share a pattern, one grid per season): time-of-use usage, and any
 * controlled-load, feed-in or demand charge whose rate depends on the time.
 * Prices are cents inc GST (feed-in credits carry no GST). Flat and
 * stepped rates that never change with the time are listed as blocks.
 */
export function tariffMap(plan: TariffMapPlan): TariffMap {
  const unit = plan.unit === 'MJ' ? 'MJ' : 'kWh';
  const grids: TariffGrid[] = [];
  for (const period of plan.periods) {
    if (!isUniform(period.usage))
      grids.push(chargeGrid('usage', period.usage, unit, period.season));
  }
  if (plan.controlledLoad && !isUniform(plan.controlledLoad.usage))
    grids.push(
      chargeGrid('controlledLoad', plan.controlledLoad.usage, unit, undefined),
    );
  if (plan.feedIn && !isUniform(plan.feedIn))
    grids.push(chargeGrid('feedIn', plan.feedIn, 'kWh', undefined));
  for (const season of plan.demandCharges) {
    for (const charge of season) {
      const rate: TariffGridRate = {
        name: charge.name,
        centsPerUnit: centsOf(charge.amountDollarsPerKw, true),
        unit: `kW ${PER_PERIOD[charge.chargePeriod]}`,
        stepped: false,
      };
      grids.push({
        kind: 'demand',
        season: charge.season ?? null,
        rows: rowsOf(charge.layout.slots, (b) => (b === 0 ? 0 : null)),
        rates: [rate],
      });
    }
  }
  const blocks = tariffBlocks(plan);
  const usageGrids = grids.some((g) => g.kind === 'usage');
  const layout = usageGrids
    ? 'timeOfUse'
    : blocks.some((b) => b.kind === 'usage' && b.step !== null)
      ? 'stepped'
      : 'flat';
  return { layout, unit, grids, blocks };
}
