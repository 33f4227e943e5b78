import type { CompiledPlan } from './compiled-plan.ts';

/** What a tariff map reads of a compiled plan. */
export type TariffMapPlan = Pick<
  CompiledPlan,
  'unit' | 'periods' | 'controlledLoad' | 'feedIn' | 'demandCharges'
>;

/** One rate of a grid: what its cells point at. */
export interface TariffGridRate {
  /** E.g. `Peak`, `Off peak`, `Controlled load 1`. */
  readonly name: string;
  /** Cents inc GST (feed-in: the credit, no GST); the first step when stepped. */
  readonly centsPerUnit: number;
  /** `kWh`, `MJ`, or for demand `kW a day`, `kW a month`. */
  readonly unit: string;
  /** The price falls or rises after a volume: the blocks list the steps. */
  readonly stepped: boolean;
}

/** Weekdays that share one pattern of rates over the day. */
export interface TariffGridRow {
  /** `Weekdays`, `Weekends`, `Every day`, or `Mon, Sat`. */
  readonly days: string;
  /** 48 half-hours from midnight: an index into `rates`, or null for none. */
  readonly cells: readonly (number | null)[];
}

/** The rates of one charge over a week's days, in the plan's own clock. */
export interface TariffGrid {
  readonly kind: 'usage' | 'controlledLoad' | 'feedIn' | 'demand';
  /** The season's name when the plan has several, else null. */
  readonly season: string | null;
  readonly rows: readonly TariffGridRow[];
  readonly rates: readonly TariffGridRate[];
}

/** A rate that is the same at every hour: one bar of a block chart. */
export interface TariffBlock {
  readonly kind: 'usage' | 'controlledLoad' | 'feedIn';
  readonly season: string | null;
  readonly name: string;
  /** `first 6 kWh a day`, `over 6 kWh a day`; null for a single price. */
  readonly step: string | null;
  readonly centsPerUnit: number;
  readonly unit: string;
}

/** A plan's rates, drawn as grids (by the time) or blocks (flat, stepped). */
export interface TariffMap {
  /** timeOfUse: usage rates change with the time of day or week. */
  readonly layout: 'flat' | 'stepped' | 'timeOfUse';
  readonly unit: 'kWh' | 'MJ';
  readonly grids: readonly TariffGrid[];
  readonly blocks: readonly TariffBlock[];
}
