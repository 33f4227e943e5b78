import { billUsageSchema } from '#shared/contracts/compare';
import {
  billUsageOf,
  figureOf,
  type HouseholdField,
  type HouseholdForm,
  householdFieldOf,
} from '../household-form';

export type HouseholdErrors = Partial<Record<HouseholdField, string>>;

/** Each field's label, as the step shows it and its errors name it. */
export const HOUSEHOLD_LABELS: Readonly<Record<HouseholdField, string>> = {
  source: 'What you can tell us',
  periodBy: 'Billing period',
  startDate: 'First day of the bill',
  endDate: 'Last day of the bill',
  days: 'Days in the bill',
  bands: 'How the bill prints your use',
  generalKwh: 'Electricity used (kWh)',
  peakKwh: 'Peak (kWh)',
  shoulderKwh: 'Shoulder (kWh)',
  offPeakKwh: 'Off-peak (kWh)',
  controlledLoadKwh: 'Controlled load (kWh)',
  exportKwh: 'Solar exported (kWh)',
  people: 'People in the home',
  dwelling: 'Home',
  heating: 'Heating',
  hotWater: 'Hot water',
  evCharging: 'Electric vehicle',
  evKm: 'Km a year the EV drives',
  solarKw: 'Rooftop solar (kW)',
  batteryKwh: 'Battery (kWh)',
  cooling: 'Air conditioning',
  poolPump: 'Pool pump',
  homeDuringDay: 'Someone is home in the day',
  seniorCard: 'Someone holds a seniors card',
};

/** The figures the step shows for its source and bands. */
function typedFigures(form: HouseholdForm): HouseholdField[] {
  const answers: HouseholdField[] = [
    'people',
    'solarKw',
    'batteryKwh',
    ...(form.evCharging ? (['evKm'] as const) : []),
  ];
  if (form.source === 'questions') return answers;
  const bands: HouseholdField[] =
    form.bands === 'one'
      ? ['generalKwh']
      : ['peakKwh', 'shoulderKwh', 'offPeakKwh'];
  return [
    ...(form.periodBy === 'days' ? (['days'] as const) : []),
    ...bands,
    'controlledLoadKwh',
    'exportKwh',
    ...answers,
  ];
}

const put = (errors: HouseholdErrors, field: HouseholdField, why: string) => {
  errors[field] ??= `${HOUSEHOLD_LABELS[field]}: ${why}`;
};

/**
 * What to change before the step can be priced, by field; empty when it
 * can. The compare API's own checks (docs/compare-api.md), run here first
 * so every problem shows at once beside its field.
 */
export function householdErrors(
  form: HouseholdForm,
  today: Date,
): HouseholdErrors {
  const errors: HouseholdErrors = {};
  for (const field of typedFigures(form)) {
    const text = String(form[field]).trim();
    if (text !== '' && Number.isNaN(figureOf(text)))
      put(errors, field, 'enter a number, for example 1425.9.');
  }
  if (form.source === 'bill') {
    if (form.periodBy === 'dates') {
      if (!form.startDate) put(errors, 'startDate', 'enter the date.');
      if (!form.endDate) put(errors, 'endDate', 'enter the date.');
    } else if (!Number.isInteger(figureOf(form.days)))
      put(errors, 'days', 'enter the whole number of days the bill covers.');
  }
  if (Object.keys(errors).length > 0) return errors;
  const checked = billUsageSchema.safeParse(billUsageOf(form, today));
  if (checked.success) return errors;
  for (const issue of checked.error.issues) {
    const field = householdFieldOf(issue.path, form);
    put(errors, field, issue.message);
  }
  return errors;
}
