import type { WhatIfInputFields } from '#shared/contracts/what-if';
import {
  WHAT_IF_DEFAULTS as D,
  type EvCharging,
  WHAT_IF_LIMITS as L,
} from '#shared/domain/what-if/what-if';

/** The what-if form as typed: numbers stay strings until sent. */
export interface WhatIfForm {
  readonly solar: boolean;
  readonly solarKw: string;
  readonly exportLimitKw: string;
  readonly battery: boolean;
  readonly batteryKwh: string;
  readonly batteryPowerKw: string;
  readonly efficiencyPercent: string;
  readonly ev: boolean;
  readonly evKmPerYear: string;
  readonly evKwhPer100Km: string;
  readonly evCharging: EvCharging;
  readonly shift: boolean;
  readonly shiftPercent: string;
}

export type WhatIfField = Exclude<
  keyof WhatIfForm,
  'solar' | 'battery' | 'ev' | 'shift' | 'evCharging'
>;

export const initialWhatIfForm: WhatIfForm = {
  solar: false,
  solarKw: '6.6',
  exportLimitKw: String(D.exportLimitKw),
  battery: false,
  batteryKwh: '13.5',
  batteryPowerKw: String(D.batteryPowerKw),
  efficiencyPercent: String(D.roundTripEfficiency * 100),
  ev: false,
  evKmPerYear: '12000',
  evKwhPer100Km: String(D.kwhPer100Km),
  evCharging: D.evCharging,
  shift: false,
  shiftPercent: '30',
};

/** Typed again from a number the form once sent (percent for shares). */
const typed = (value: number | undefined, fallback: string, scale = 1) =>
  value === undefined ? fallback : String(Number((value * scale).toFixed(4)));

/** The form showing a what-if, as a link carries one: its sizes ticked. */
export function formOfWhatIf(whatIf: WhatIfInputFields): WhatIfForm {
  const f = initialWhatIfForm;
  const { solar, battery, ev, loadShift } = whatIf;
  return {
    solar: solar !== undefined,
    solarKw: typed(solar?.kw, f.solarKw),
    exportLimitKw: typed(solar?.exportLimitKw, f.exportLimitKw),
    battery: battery !== undefined,
    batteryKwh: typed(battery?.usableKwh, f.batteryKwh),
    batteryPowerKw: typed(battery?.powerKw, f.batteryPowerKw),
    efficiencyPercent: typed(
      battery?.roundTripEfficiency,
      f.efficiencyPercent,
      100,
    ),
    ev: ev !== undefined,
    evKmPerYear: typed(ev?.kmPerYear, f.evKmPerYear),
    evKwhPer100Km: typed(ev?.kwhPer100Km, f.evKwhPer100Km),
    evCharging: ev?.charging ?? f.evCharging,
    shift: loadShift !== undefined,
    shiftPercent: typed(loadShift?.eveningShare, f.shiftPercent, 100),
  };
}

/** Empty is null, so the API names a missing size rather than taking 0. */
const number = (typed: string) =>
  typed.trim() === '' ? null : Number(typed.trim());
/** An optional size left empty takes the API's default. */
const optional = (typed: string) =>
  typed.trim() === '' ? undefined : Number(typed.trim());
const share = (typed: string) => {
  const n = number(typed);
  return n === null ? null : n / 100;
};
const optionalShare = (typed: string) => {
  const n = optional(typed);
  return n === undefined ? undefined : n / 100;
};

/**
 * The request's `whatIf` for the ticked changes, sizes as typed (the API
 * checks them and names a bad one); null when nothing is ticked.
 */
export function whatIfOfForm(form: WhatIfForm): WhatIfInputFields | null {
  if (!form.solar && !form.battery && !form.ev && !form.shift) return null;
  // Sent as typed; a value the API refuses comes back as a 400 naming it.
  const sent = (value: number | null | undefined) => value as number;
  return {
    ...(form.solar && {
      solar: {
        kw: sent(number(form.solarKw)),
        exportLimitKw: optional(form.exportLimitKw),
      },
    }),
    ...(form.battery && {
      battery: {
        usableKwh: sent(number(form.batteryKwh)),
        powerKw: optional(form.batteryPowerKw),
        roundTripEfficiency: optionalShare(form.efficiencyPercent),
      },
    }),
    ...(form.ev && {
      ev: {
        kmPerYear: sent(number(form.evKmPerYear)),
        kwhPer100Km: optional(form.evKwhPer100Km),
        charging: form.evCharging,
      },
    }),
    ...(form.shift && {
      loadShift: { eveningShare: sent(share(form.shiftPercent)) },
    }),
  };
}

const range = (r: { min: number; max: number }, unit: string) =>
  `Enter ${r.min.toLocaleString('en-AU')} to ${r.max.toLocaleString('en-AU')} ${unit}.`;

/** The API's field names, the form's fields and what each accepts. */
const fields: Record<string, { field: WhatIfField; message: string }> = {
  'whatIf.solar.kw': { field: 'solarKw', message: range(L.solarKw, 'kW') },
  'whatIf.solar.exportLimitKw': {
    field: 'exportLimitKw',
    message: range(L.exportLimitKw, 'kW'),
  },
  'whatIf.battery.usableKwh': {
    field: 'batteryKwh',
    message: range(L.batteryKwh, 'kWh'),
  },
  'whatIf.battery.powerKw': {
    field: 'batteryPowerKw',
    message:
      'Enter more than 0 kW and at most twice the usable kWh (a full charge in half an hour).',
  },
  'whatIf.battery.roundTripEfficiency': {
    field: 'efficiencyPercent',
    message: `Enter ${L.roundTripEfficiency.min * 100} to ${L.roundTripEfficiency.max * 100} %.`,
  },
  'whatIf.ev.kmPerYear': {
    field: 'evKmPerYear',
    message: range(L.evKmPerYear, 'km a year'),
  },
  'whatIf.ev.kwhPer100Km': {
    field: 'evKwhPer100Km',
    message: range(L.kwhPer100Km, 'kWh per 100 km'),
  },
  'whatIf.loadShift.eveningShare': {
    field: 'shiftPercent',
    message: 'Enter 0 to 100 %.',
  },
};

/**
 * Where the API's 400 belongs: the form field it names with what that
 * field accepts, or the whole form for anything else.
 */
export function errorOfField(
  apiField: string | undefined,
  apiMessage: string,
): { field: WhatIfField | null; message: string } {
  const known = apiField ? fields[apiField] : undefined;
  return known ?? { field: null, message: apiMessage };
}
