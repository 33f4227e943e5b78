import type { AddedBattery } from './what-if.ts';

/** What the household's meter would see per interval, and where energy went. */
export interface DispatchInput {
  /** Use the home draws per interval (before any added solar). */
  readonly load: Float64Array;
  /** Export already metered (existing panels), per interval. */
  readonly existingExport: Float64Array | undefined;
  /** Added solar generation per interval. */
  readonly generation: Float64Array | undefined;
  /** Most the connection exports per interval, kWh. */
  readonly exportLimitKwh: number;
  readonly battery: AddedBattery | undefined;
  /** Intervals where the battery may top up from the grid. */
  readonly gridCharge?: Uint8Array | undefined;
  /** Intervals where the battery holds its charge (the grid is cheapest). */
  readonly hold?: Uint8Array | undefined;
}

/** Totals over the profile's days, kWh (docs/what-if.md, Energy balance). */
export interface EnergyTotals {
  /** Use by the home, including an EV and shifted use. */
  homeUse: number;
  /** Energy bought: to the home plus to the battery. */
  bought: number;
  boughtForBattery: number;
  /** Energy exported: existing and added panels (never from storage). */
  exported: number;
  /** Added solar generated, used at once, and curtailed at the limit. */
  solarGenerated: number;
  selfConsumed: number;
  curtailed: number;
  /** Energy put into the battery (from panels and grid), before losses. */
  stored: number;
  /** Energy the battery gave back (to the home and the grid). */
  discharged: number;
  /** Round-trip losses. */
  losses: number;
  /** Left in the battery at the end. */
  storedAtEnd: number;
  /** Export already metered before any change. */
  existingExport: number;
}

export interface Dispatched {
  readonly importPerInterval: Float64Array;
  readonly exportPerInterval: Float64Array;
  /** Battery charge (+) or discharge (−) per interval, kWh at the terminals. */
  readonly batteryPerInterval: Float64Array;
  readonly totals: EnergyTotals;
}

/** A year's energy balance before any interval is counted. */
export function emptyTotals(): EnergyTotals {
  return {
    homeUse: 0,
    bought: 0,
    boughtForBattery: 0,
    exported: 0,
    solarGenerated: 0,
    selfConsumed: 0,
    curtailed: 0,
    stored: 0,
    discharged: 0,
    losses: 0,
    storedAtEnd: 0,
    existingExport: 0,
  };
}

/**
 * How much the battery should hold at each grid-charge interval: the use
 * it can cover until the next grid-charge interval, less what spare solar
 * will put in before then, at most its capacity. Perfect foresight over
 * one day is a fair model for a battery's own scheduler.
 */
function gridChargeTargets(
  input: DispatchInput,
  capacity: number,
  eff: number,
) {
  const { load, generation, existingExport, gridCharge } = input;
  const targets = new Float64Array(load.length);
  if (!gridCharge) return targets;
  let need = 0;
  for (let i = load.length - 1; i >= 0; i--) {
    if (gridCharge[i]) {
      targets[i] = Math.min(capacity, Math.max(0, need));
      continue;
    }
    // Entering (backwards) the span after a window: count it afresh.
    if (gridCharge[i + 1]) need = 0;
    const gen = generation?.[i] ?? 0;
    const use = load[i] ?? 0;
    const spare = Math.max(0, gen - use) + (existingExport?.[i] ?? 0);
    need += Math.max(0, use - gen) - spare * eff;
  }
  return targets;
}

/**
 * Runs the household half-hour by half-hour: added solar serves the home
 * first, then charges the battery, then exports up to the limit (the rest
 * is curtailed, earning nothing); the battery covers the home's shortfall
 * unless holding, and tops up from the grid only where asked. The battery
 * starts empty.
 */
export function dispatch(input: DispatchInput): Dispatched {
  const n = input.load.length;
  const imports = new Float64Array(n);
  const exports = new Float64Array(n);
  const batteryFlow = new Float64Array(n);
  const totals = emptyTotals();
  const battery = input.battery;
  const capacity = battery?.usableKwh ?? 0;
  const eff = battery?.roundTripEfficiency ?? 1;
  const powerKwh = (battery?.powerKw ?? 0) / 2;
  const targets = gridChargeTargets(input, capacity, eff);
  let soc = 0;
  for (let i = 0; i < n; i++) {
    const use = input.load[i] ?? 0;
    const gen = input.generation?.[i] ?? 0;
    const existing = input.existingExport?.[i] ?? 0;
    const direct = Math.min(use, gen);
    let solarSpare = gen - direct;
    let existingSpare = existing;
    let shortfall = use - direct;
    // Spare energy into the battery: added solar first, then what the
    // existing panels would have exported.
    let room = Math.min(powerKwh, (capacity - soc) / eff);
    const fromSolar = Math.min(solarSpare, room);
    solarSpare -= fromSolar;
    room -= fromSolar;
    const fromExisting = Math.min(existingSpare, room);
    existingSpare -= fromExisting;
    let charged = fromSolar + fromExisting;
    soc += charged * eff;
    let discharged = 0;
    if (!input.hold?.[i]) {
      discharged = Math.min(shortfall, soc, powerKwh - charged);
      soc -= discharged;
      shortfall -= discharged;
    }
    let fromGrid = 0;
    if (input.gridCharge?.[i] && (targets[i] ?? 0) > soc) {
      fromGrid = Math.min(
        ((targets[i] ?? 0) - soc) / eff,
        powerKwh - charged - discharged,
      );
      fromGrid = Math.max(0, fromGrid);
      soc += fromGrid * eff;
      charged += fromGrid;
    }
    const exportRoom = Math.max(0, input.exportLimitKwh - existingSpare);
    const solarExport = Math.min(solarSpare, exportRoom);
    imports[i] = shortfall + fromGrid;
    exports[i] = existingSpare + solarExport;
    batteryFlow[i] = charged - discharged;
    totals.homeUse += use;
    totals.bought += shortfall + fromGrid;
    totals.boughtForBattery += fromGrid;
    totals.exported += existingSpare + solarExport;
    totals.solarGenerated += gen;
    totals.selfConsumed += direct;
    totals.curtailed += solarSpare - solarExport;
    totals.stored += charged;
    totals.discharged += discharged;
    totals.losses += charged * (1 - eff);
    totals.existingExport += existing;
  }
  totals.storedAtEnd = soc;
  return {
    importPerInterval: imports,
    exportPerInterval: exports,
    batteryPerInterval: batteryFlow,
    totals,
  };
}

/**
 * Energy in less energy out; zero when every kWh is accounted for:
 * bought + existing export + solar = home use + exported + curtailed +
 * losses + left stored.
 */
export function balanceGap(totals: EnergyTotals): number {
  return (
    totals.bought +
    totals.existingExport +
    totals.solarGenerated -
    (totals.homeUse +
      totals.exported +
      totals.curtailed +
      totals.losses +
      totals.storedAtEnd)
  );
}
