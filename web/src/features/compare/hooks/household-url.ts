import {
  EMPTY_HOUSEHOLD,
  type HouseholdField,
  type HouseholdForm,
} from '@/features/household/household-form';

/*
 * A bill's figures and the questionnaire's answers in /compare's link
 * (docs/product-rules.md, "Shareable results"): figures and kinds only,
 * never who the visitor is. The seniors card stays out: it says something
 * about a person.
 */

/** The link's parameter for each text field of the step. */
const TEXT_PARAMS: ReadonlyArray<[HouseholdField, string]> = [
  ['startDate', 'from'],
  ['endDate', 'to'],
  ['days', 'days'],
  ['generalKwh', 'kwh'],
  ['peakKwh', 'peakKwh'],
  ['shoulderKwh', 'shoulderKwh'],
  ['offPeakKwh', 'offPeakKwh'],
  ['controlledLoadKwh', 'clKwh'],
  ['exportKwh', 'exportKwh'],
  ['people', 'people'],
  ['dwelling', 'dwelling'],
  ['heating', 'heating'],
  ['hotWater', 'hotWater'],
  ['evCharging', 'ev'],
  ['evKm', 'evKm'],
  ['solarKw', 'solarKw'],
  ['batteryKwh', 'batteryKwh'],
];

const FLAG_PARAMS: ReadonlyArray<[HouseholdField, string]> = [
  ['cooling', 'cooling'],
  ['poolPump', 'pool'],
  ['homeDuringDay', 'homeDay'],
];

/** What a link's value may be: a date, a figure or a kind's name. */
const SAFE_VALUE = /^[A-Za-z0-9.,-]{1,24}$/;

/** The step in a link: `household=bill` (or `questions`) and its fields. */
export function householdParams(
  form: HouseholdForm,
  search: URLSearchParams,
): void {
  search.set('household', form.source);
  const byDays = form.periodBy === 'days';
  const timeOfUse = form.bands === 'timeOfUse';
  const skipped = new Set<HouseholdField>(
    form.source === 'questions'
      ? TEXT_PARAMS.map(([field]) => field).slice(0, 9)
      : [
          ...(byDays ? ['startDate', 'endDate'] : ['days']),
          ...(timeOfUse
            ? ['generalKwh']
            : ['peakKwh', 'shoulderKwh', 'offPeakKwh']),
        ].map((f) => f as HouseholdField),
  );
  for (const [field, param] of TEXT_PARAMS) {
    const value = String(form[field]).trim();
    if (value && !skipped.has(field)) search.set(param, value);
  }
  for (const [field, param] of FLAG_PARAMS) {
    if (form[field]) search.set(param, '1');
  }
  if (timeOfUse && form.source === 'bill') search.set('bands', 'timeOfUse');
}

/** The step from a link; null when the link holds no bill or answers. */
export function householdFromParams(
  params: URLSearchParams,
): HouseholdForm | null {
  const source = params.get('household');
  if (source !== 'bill' && source !== 'questions') return null;
  const texts: Record<string, string> = {};
  for (const [field, param] of TEXT_PARAMS) {
    const value = (params.get(param) ?? '').trim();
    if (SAFE_VALUE.test(value)) texts[field] = value;
  }
  const flags: Record<string, boolean> = {};
  for (const [field, param] of FLAG_PARAMS) {
    flags[field] = params.get(param) === '1';
  }
  return {
    ...EMPTY_HOUSEHOLD,
    ...(texts as Partial<HouseholdForm>),
    ...(flags as Partial<HouseholdForm>),
    source,
    periodBy: texts.days && !texts.startDate ? 'days' : 'dates',
    bands: params.get('bands') === 'timeOfUse' ? 'timeOfUse' : 'one',
  };
}
