import type { HouseholdAnswers } from '../../contracts/household.ts';
import { civilOf } from '../usage/civil-date.ts';
import {
  annualEstimate,
  DEFAULT_EV_KM_PER_YEAR,
  EV_KWH_PER_100_KM,
} from './questionnaire.ts';
import { type ClimateZone, seasonOfMonth, shapedGeneralUse } from './shapes.ts';

const HALF_HOURS = 48;

/** What the home draws before its panels, shaped by place and answers. */
export function grossUse(
  answers: HouseholdAnswers,
  zone: ClimateZone,
  start: number,
  days: number,
  /** The EV's use as a multiple of what the answers imply (ev-from-bill.ts). */
  evScale = 1,
): Float64Array {
  const estimate = annualEstimate(answers, zone);
  const general = shapedGeneralUse(
    ((estimate.generalKwh + estimate.hotWaterKwh) * days) / 365,
    zone,
    start,
    days,
    answers.homeDuringDay ?? false,
  );
  const evPerDay = answers.ev
    ? (((answers.ev.kmPerYear ?? DEFAULT_EV_KM_PER_YEAR) * EV_KWH_PER_100_KM) /
        100 /
        365) *
      evScale
    : 0;
  const charging = answers.ev?.charging ?? 'overnight';
  const poolPerDay = estimate.poolKwh / 365;
  for (let d = 0; d < days; d++) {
    const season = seasonOfMonth(civilOf(start + d).month);
    const pool = poolPerDay * POOL_SEASON[season];
    for (let k = 18; pool > 0 && k < 32; k++) {
      const i = d * HALF_HOURS + k;
      general[i] = (general[i] ?? 0) + pool / 14;
    }
    const session = (start + d) / EV_SESSION_EVERY_DAYS;
    if (evPerDay > 0 && Number.isInteger(session)) {
      const kwh = evPerDay * EV_SESSION_EVERY_DAYS;
      chargeEv(general, d, kwh, charging, session);
    }
  }
  return general;
}

/**
 * Half-hours an EV starts charging, taken in turn by its sessions: an
 * overnight timer at 23:00 or midnight (where most EV plans' cheapest
 * window opens), an evening one at 18:00; daytime is about noon
 * (docs/household.md, The questionnaire).
 */
const EV_STARTS = { overnight: [46, 48], evening: [36] } as const;
/** A home EV charger (7 kW single phase). */
const EV_CHARGER_KW = 7;
/**
 * A car is plugged in every few days, not topped up daily: a session every
 * third day carries three days' driving (docs/household.md, The questionnaire).
 */
const EV_SESSION_EVERY_DAYS = 3;
/** Solar noon, about 12:00 NEM time in the eastern states. */
const NOON = 24;

/**
 * Session number `session`'s charge of `kwh` at the charger's power on day
 * `d`: from its start in {@link EV_STARTS}, or in the day centred on noon,
 * when the panels make most (running past midnight into the next day's
 * first hours).
 */
function chargeEv(
  use: Float64Array,
  d: number,
  kwh: number,
  charging: 'overnight' | 'daytime' | 'evening',
  session: number,
): void {
  const perHalfHour = EV_CHARGER_KW / 2;
  const starts: readonly number[] =
    charging === 'daytime'
      ? [NOON - Math.round(kwh / perHalfHour / 2)]
      : EV_STARTS[charging];
  const from = starts[session % starts.length] as number;
  let need = kwh;
  for (let k = from; need > 0; k++) {
    const i = d * HALF_HOURS + k;
    if (i >= use.length) break;
    const take = Math.min(need, perHalfHour);
    use[i] = (use[i] ?? 0) + take;
    need -= take;
  }
}
/** A pool pump runs longer in summer. */
const POOL_SEASON = { summer: 1.3, autumn: 1, winter: 0.7, spring: 1 } as const;
