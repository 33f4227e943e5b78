import type { WhatIfInputFields } from './what-if.ts';

/*
 * A what-if in a link's query string (docs/product-rules.md, "Shareable
 * results"): sizes only, never anything personal. Every name starts with
 * `whatIf.` so none meets the household step's own `solarKw` or `evKm`.
 * Read loosely: the API checks the sizes and names a bad one.
 */

const P = 'whatIf.';

/** Adds the what-if's sizes to a query string. */
export function addWhatIfParams(
  whatIf: WhatIfInputFields,
  search: URLSearchParams,
): void {
  const put = (name: string, value: number | string | undefined) => {
    if (value !== undefined) search.set(P + name, String(value));
  };
  const { solar, battery, ev, loadShift } = whatIf;
  if (solar) {
    put('solarKw', solar.kw);
    put('exportLimitKw', solar.exportLimitKw);
  }
  if (battery) {
    put('batteryKwh', battery.usableKwh);
    put('batteryKw', battery.powerKw);
    put('efficiency', battery.roundTripEfficiency);
  }
  if (ev) {
    put('evKm', ev.kmPerYear);
    put('evKwhPer100Km', ev.kwhPer100Km);
    put('evCharging', ev.charging);
  }
  if (loadShift) put('shift', loadShift.eveningShare);
}

/** The what-if a query string carries, or null when it has none. */
export function whatIfFromParams(
  search: URLSearchParams,
): WhatIfInputFields | null {
  const text = (name: string) => search.get(P + name)?.trim() || undefined;
  const num = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : Number(value);
  };
  const solarKw = num('solarKw');
  const batteryKwh = num('batteryKwh');
  const evKm = num('evKm');
  const shift = num('shift');
  const charging = text('evCharging');
  const whatIf: WhatIfInputFields = {
    ...(solarKw !== undefined && {
      solar: { kw: solarKw, exportLimitKw: num('exportLimitKw') },
    }),
    ...(batteryKwh !== undefined && {
      battery: {
        usableKwh: batteryKwh,
        powerKw: num('batteryKw'),
        roundTripEfficiency: num('efficiency'),
      },
    }),
    ...(evKm !== undefined && {
      ev: {
        kmPerYear: evKm,
        kwhPer100Km: num('evKwhPer100Km'),
        charging: charging as NonNullable<WhatIfInputFields['ev']>['charging'],
      },
    }),
    ...(shift !== undefined && { loadShift: { eveningShare: shift } }),
  };
  return Object.keys(whatIf).length > 0 ? dropUndefined(whatIf) : null;
}

/** JSON drops undefined anyway; equal objects compare equal in tests. */
const dropUndefined = <T>(value: T): T => JSON.parse(JSON.stringify(value));
