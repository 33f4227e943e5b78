import { type WhatIfInput, whatIfInputSchema } from '#shared/contracts/what-if';

/** Command-line options of a what-if, beside the cost command's own. */
export const WHAT_IF_OPTIONS = [
  'postcode',
  'add-solar-kw',
  'export-limit-kw',
  'add-battery-kwh',
  'battery-kw',
  'add-ev-km',
  'ev-kwh-per-100km',
  'ev-charging',
  'shift-evening-share',
] as const;

export const WHAT_IF_USAGE =
  '[--postcode NNNN] [--add-solar-kw N [--export-limit-kw N]] [--add-battery-kwh N [--battery-kw N]] ' +
  '[--add-ev-km N [--ev-kwh-per-100km N] [--ev-charging overnight|midday|any]] [--shift-evening-share X]';

/** Which option sets each field, to name the option in an error. */
const OPTION_OF: Record<string, string> = {
  'solar.kw': '--add-solar-kw',
  'solar.exportLimitKw': '--export-limit-kw',
  'battery.usableKwh': '--add-battery-kwh',
  'battery.powerKw': '--battery-kw',
  'ev.kmPerYear': '--add-ev-km',
  'ev.kwhPer100Km': '--ev-kwh-per-100km',
  'ev.charging': '--ev-charging',
  'loadShift.eveningShare': '--shift-evening-share',
};

/**
 * The what-if the options describe (undefined when none is given), checked
 * against the same limits as the API; `fail` reports a mistake by option.
 */
export function whatIfFromOptions(
  text: (name: string) => string | undefined,
  fail: (message: string) => Error,
): WhatIfInput | undefined {
  const num = (name: string) => {
    const value = text(name);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (value.trim() === '' || !Number.isFinite(parsed))
      throw fail(`--${name} must be a number, got ${JSON.stringify(value)}`);
    return parsed;
  };
  const solarKw = num('add-solar-kw');
  const batteryKwh = num('add-battery-kwh');
  const evKm = num('add-ev-km');
  const share = num('shift-evening-share');
  const orphan = (
    [
      ['export-limit-kw', solarKw],
      ['battery-kw', batteryKwh],
      ['ev-kwh-per-100km', evKm],
      ['ev-charging', evKm],
    ] as const
  ).find(([name, owner]) => text(name) !== undefined && owner === undefined);
  if (orphan) throw fail(`--${orphan[0]} goes with its --add- option`);
  if ([solarKw, batteryKwh, evKm, share].every((v) => v === undefined))
    return undefined;
  const parsed = whatIfInputSchema.safeParse({
    ...(solarKw !== undefined && {
      solar: { kw: solarKw, exportLimitKw: num('export-limit-kw') },
    }),
    ...(batteryKwh !== undefined && {
      battery: { usableKwh: batteryKwh, powerKw: num('battery-kw') },
    }),
    ...(evKm !== undefined && {
      ev: {
        kmPerYear: evKm,
        kwhPer100Km: num('ev-kwh-per-100km'),
        charging: text('ev-charging'),
      },
    }),
    ...(share !== undefined && { loadShift: { eveningShare: share } }),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  throw fail(`${OPTION_OF[path] ?? path}: ${issue?.message ?? 'invalid'}`);
}
