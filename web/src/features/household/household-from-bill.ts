import type { HouseholdField, HouseholdForm } from './household-form';

/** The kWh fields of the bill step a bill's text can fill. */
const KWH_FIELDS = [
  'generalKwh',
  'peakKwh',
  'shoulderKwh',
  'offPeakKwh',
  'controlledLoadKwh',
  'exportKwh',
] as const;

type KwhField = (typeof KWH_FIELDS)[number];

/** What a bill reader found: its period and the kWh of each band. */
export interface BillReading {
  readonly period?: { readonly from: string; readonly to: string };
  readonly days?: number;
  readonly bands?: Partial<Record<KwhField, number>>;
}

/**
 * The bill step filled from a read bill, for the visitor to confirm: the
 * bill's fields are replaced (empty where nothing was found), the answers
 * about the home are kept. `missing` names the fields the step shows that
 * the bill did not give, so the visitor can type them.
 */
export function householdFromBill(
  reading: BillReading,
  form: HouseholdForm,
): { form: HouseholdForm; missing: HouseholdField[] } {
  const bands = reading.bands ?? {};
  const timeOfUse =
    bands.generalKwh === undefined &&
    (bands.peakKwh !== undefined ||
      bands.shoulderKwh !== undefined ||
      bands.offPeakKwh !== undefined);
  const byDays = !reading.period && reading.days !== undefined;
  const filled: HouseholdForm = {
    ...form,
    source: 'bill',
    periodBy: byDays ? 'days' : 'dates',
    startDate: reading.period?.from ?? '',
    endDate: reading.period?.to ?? '',
    days: byDays ? String(reading.days) : '',
    bands: timeOfUse ? 'timeOfUse' : 'one',
    ...Object.fromEntries(
      KWH_FIELDS.map((field) => [field, bands[field]?.toString() ?? '']),
    ),
  };
  const shown: HouseholdField[] = [
    ...(byDays ? (['days'] as const) : (['startDate', 'endDate'] as const)),
    ...(timeOfUse
      ? (['peakKwh', 'shoulderKwh', 'offPeakKwh'] as const)
      : (['generalKwh'] as const)),
    'controlledLoadKwh',
    'exportKwh',
  ];
  return { form: filled, missing: shown.filter((f) => filled[f] === '') };
}
