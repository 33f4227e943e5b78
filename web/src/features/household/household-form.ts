import type { BillUsage } from '#shared/contracts/compare';

/*
 * The bill and questionnaire step of /compare as typed: text fields, so a
 * refused figure stays as the visitor typed it. Kept free of zod, so the
 * page's first script can build the request and its link without it
 * (docs/performance.md); the checks live in features/household.
 */

export interface HouseholdForm {
  /** A bill's figures (with any answers), or the answers alone. */
  readonly source: 'bill' | 'questions';
  readonly periodBy: 'dates' | 'days';
  readonly startDate: string;
  readonly endDate: string;
  readonly days: string;
  /** One rate, or the peak, shoulder and off-peak bands. */
  readonly bands: 'one' | 'timeOfUse';
  readonly generalKwh: string;
  readonly peakKwh: string;
  readonly shoulderKwh: string;
  readonly offPeakKwh: string;
  readonly controlledLoadKwh: string;
  readonly exportKwh: string;
  readonly people: string;
  readonly dwelling: string;
  readonly heating: string;
  readonly hotWater: string;
  /** '' for no electric vehicle, else when it charges. */
  readonly evCharging: string;
  readonly evKm: string;
  readonly solarKw: string;
  readonly batteryKwh: string;
  readonly cooling: boolean;
  readonly poolPump: boolean;
  readonly homeDuringDay: boolean;
  /** Never put in a link: it says something about a person. */
  readonly seniorCard: boolean;
}

export type HouseholdField = keyof HouseholdForm;

export const EMPTY_HOUSEHOLD: HouseholdForm = {
  source: 'bill',
  periodBy: 'dates',
  startDate: '',
  endDate: '',
  days: '',
  bands: 'one',
  generalKwh: '',
  peakKwh: '',
  shoulderKwh: '',
  offPeakKwh: '',
  controlledLoadKwh: '',
  exportKwh: '',
  people: '',
  dwelling: '',
  heating: '',
  hotWater: '',
  evCharging: '',
  evKm: '',
  solarKw: '',
  batteryKwh: '',
  cooling: false,
  poolPump: false,
  homeDuringDay: false,
  seniorCard: false,
};

const DAY_MS = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A figure as typed ("1,425.9 kWh" reads 1425.9); NaN when not a number. */
export function figureOf(text: string): number {
  const cleaned = text.replace(/[,\s]|kwh|kw/gi, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A typed figure, or nothing when the field is empty. */
const optional = (text: string) =>
  text.trim() === '' ? undefined : figureOf(text);

/**
 * The billing period's dates: as typed, or the given number of days
 * ending yesterday (a bill arrives after its period), so seasons count.
 */
export function periodDatesOf(
  form: Pick<HouseholdForm, 'periodBy' | 'startDate' | 'endDate' | 'days'>,
  today: Date,
): { startDate: string; endDate: string } {
  if (form.periodBy === 'dates')
    return { startDate: form.startDate, endDate: form.endDate };
  const days = figureOf(form.days);
  const end = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const endMs = end - DAY_MS;
  const count = Number.isInteger(days) && days >= 1 ? days : 1;
  return {
    startDate: isoOf(endMs - (count - 1) * DAY_MS),
    endDate: isoOf(endMs),
  };
}

function answersOf(form: HouseholdForm): NonNullable<BillUsage['household']> {
  const people = optional(form.people);
  const solarKw = optional(form.solarKw);
  const batteryKwh = optional(form.batteryKwh);
  const evKm = optional(form.evKm);
  const answers: Record<string, unknown> = {
    ...(people !== undefined && { people }),
    ...(form.dwelling && { dwelling: form.dwelling }),
    ...(form.heating && { heating: form.heating }),
    ...(form.hotWater && { hotWater: form.hotWater }),
    ...(form.hotWater === 'electricControlledLoad' && { controlledLoad: true }),
    ...(form.cooling && { cooling: true }),
    ...(form.poolPump && { poolPump: true }),
    ...(form.homeDuringDay && { homeDuringDay: true }),
    ...(form.seniorCard && { seniorCard: true }),
    ...(solarKw !== undefined && { solarKw }),
    ...(batteryKwh !== undefined && { batteryKwh }),
    ...(form.evCharging && {
      ev: {
        charging: form.evCharging,
        ...(evKm !== undefined && { kmPerYear: evKm }),
      },
    }),
  };
  return answers as NonNullable<BillUsage['household']>;
}

/**
 * The compare API's `usage` for the step (docs/compare-api.md, A bill or a
 * household): one billing period as printed, and the answers given.
 */
export function billUsageOf(form: HouseholdForm, today: Date): BillUsage {
  const household = answersOf(form);
  const answered = Object.keys(household).length > 0;
  if (form.source === 'questions') return { kind: 'bill', household };
  const kwh = (field: HouseholdField, text: string) => {
    const value = optional(text);
    return value === undefined ? {} : { [field]: value };
  };
  const bands =
    form.bands === 'one'
      ? kwh('generalKwh', form.generalKwh)
      : {
          ...kwh('peakKwh', form.peakKwh),
          ...kwh('shoulderKwh', form.shoulderKwh),
          ...kwh('offPeakKwh', form.offPeakKwh),
        };
  const period = {
    ...periodDatesOf(form, today),
    ...bands,
    ...kwh('controlledLoadKwh', form.controlledLoadKwh),
    ...kwh('exportKwh', form.exportKwh),
  };
  return {
    kind: 'bill',
    periods: [period as NonNullable<BillUsage['periods']>[number]],
    ...(answered && { household }),
  };
}

/**
 * The step's field an API field path names (`usage.periods.0.endDate` or
 * `['periods', 0, 'endDate']`), so a refusal shows beside what to change.
 */
export function householdFieldOf(
  path: string | readonly PropertyKey[],
  form: Pick<HouseholdForm, 'periodBy' | 'bands' | 'source'>,
): HouseholdField {
  const parts = (typeof path === 'string' ? path.split('.') : path)
    .map(String)
    .filter((p) => p !== 'usage' && p !== 'periods' && !/^\d+$/.test(p));
  const last = parts.at(-1);
  if (parts[0] === 'household') {
    if (parts[1] === 'ev') return last === 'kmPerYear' ? 'evKm' : 'evCharging';
    if (last === 'controlledLoad') return 'hotWater';
    return (last as HouseholdField | undefined) ?? 'people';
  }
  const byDays = form.periodBy === 'days';
  if (last === 'startDate') return byDays ? 'days' : 'startDate';
  if (last === 'endDate' || last === undefined) {
    if (form.source === 'questions') return 'people';
    return byDays ? 'days' : 'endDate';
  }
  if (last === 'generalKwh' && form.bands === 'timeOfUse') return 'peakKwh';
  return last as HouseholdField;
}
