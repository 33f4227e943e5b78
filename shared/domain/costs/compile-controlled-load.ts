import type { ControlledLoad } from '../../cdr/plan-detail.ts';
import {
  type ChargeScope,
  singleRateCharge,
  timeOfUseCharge,
} from './compile-rates.ts';
import type { ControlledLoadCharge } from './compiled-plan.ts';
import { displayLabel } from './labels.ts';
import { buildLayout } from './time-windows.ts';

type TouEntry = NonNullable<ControlledLoad['timeOfUseRates']>[number];

/** A window with no clock times: its hours are given only in text. */
const untimed = (entry: TouEntry) =>
  entry.timeOfUse.every((w) => !w.startTime && !w.endTime);

const nameOf = (load: ControlledLoad, i: number) =>
  displayLabel(load.displayName, `Controlled load ${i + 1}`);

/**
 * True when time-of-use entries published as separate controlled loads
 * (peak, off-peak, solar sponge) form one schedule: no two claim a slot.
 */
function formOneSchedule(
  entries: readonly TouEntry[],
  scope: ChargeScope,
): boolean {
  const built = buildLayout(
    entries.map((entry) => entry.timeOfUse),
    { zone: scope.zone, path: '', requireFullCover: false },
  );
  return built.diagnostics.length === 0;
}

function touCharge(
  entries: readonly TouEntry[],
  path: string,
  scope: ChargeScope,
): ControlledLoadCharge {
  return {
    // One meter, one supply charge: entries repeat it (often as 0.00).
    supplyDollarsPerDay: Math.max(
      ...entries.map((entry) => entry.dailySupplyCharge ?? 0),
    ),
    usage: timeOfUseCharge(entries, path, scope, {
      requireFullCover: false,
      fallbackBucket: 0,
    }),
  };
}

/**
 * Rates whose hours exist only in text cannot be placed on the clock, so
 * all controlled-load use is priced at the first rate, and said so.
 */
function textOnly(
  entries: readonly TouEntry[],
  path: string,
  scope: ChargeScope,
): ControlledLoadCharge {
  const [first] = entries as [TouEntry];
  const names = entries.map((e) => displayLabel(e.displayName, e.type));
  const text = first.description ? ` ("${first.description}")` : '';
  scope.diagnostics.push({
    severity: 'warning',
    path,
    message: `the controlled-load rates (${names.join(', ')}) publish no times${text}; all controlled-load use is priced at the ${names[0]} rate`,
    approximate: true,
  });
  return touCharge([{ ...first, timeOfUse: [{}] }], path, scope);
}

/**
 * Compiles a plan's controlled load (one CL channel is metered). Entries
 * that together form one time-of-use schedule are priced each over its
 * own windows; true alternatives (CL1 or CL2, one meter has one) are
 * reported and the first is priced. Use outside every published window
 * is priced at the first rate.
 */
export function compileControlledLoad(
  loads: readonly ControlledLoad[],
  path: string,
  scope: ChargeScope,
): ControlledLoadCharge | undefined {
  const [load] = loads;
  if (!load) return undefined;
  const allTou = loads.every((l) => l.timeOfUseRates);
  const entries = loads.flatMap((l) => l.timeOfUseRates ?? []);
  if (allTou && entries.length > 1 && entries.some(untimed)) {
    return textOnly(entries, path, scope);
  }
  if (loads.length > 1 && allTou && formOneSchedule(entries, scope)) {
    return touCharge(entries, path, scope);
  }
  if (loads.length > 1) {
    const names = loads.map(nameOf);
    scope.diagnostics.push({
      severity: 'warning',
      path,
      message: `${loads.length} controlled-load tariffs are published as alternatives (${names.join(', ')}); ${names[0]} is priced`,
    });
  }
  const entryPath = `${path}[0]`;
  if (load.singleRate) {
    return {
      supplyDollarsPerDay: load.singleRate.dailySupplyCharge ?? 0,
      usage: singleRateCharge(
        load.singleRate,
        {
          name: displayLabel(load.displayName, 'Controlled load'),
          type: 'CONTROLLED_LOAD',
        },
        `${entryPath}.singleRate`,
        scope,
      ),
    };
  }
  return touCharge(
    load.timeOfUseRates ?? [],
    `${entryPath}.timeOfUseRates`,
    scope,
  );
}
