import type { HouseholdAnswers } from '../../contracts/household.ts';
import type { ClimateZone } from './shapes.ts';

/**
 * kWh a day of general use by people in the home, one to five or more
 * (ACIL Allen 2017 benchmarks as summarised by connected.org.au: one person
 * about 8, a second adds 4, a third and fourth about 2 each, a fifth under 1).
 */
const KWH_PER_DAY_BY_PEOPLE = [8, 12, 14, 16, 16.8] as const;
/** Climate scaling of that base: heating winters, tropical cooling. */
const ZONE_FACTOR: Readonly<Record<ClimateZone, number>> = {
  tropical: 1.25,
  warm: 1.0,
  mild: 0.95,
  cool: 1.1,
};
/**
 * Electric resistance space heating, kWh a day over the 90-day winter, by
 * zone (Rewiring Australia's per-state figures: NSW 9.09, ACT 31.2, VIC
 * 23.34, TAS 26.92, QLD 5.16); a heat pump uses a third.
 */
const HEATING_KWH_PER_WINTER_DAY: Readonly<Record<ClimateZone, number>> = {
  tropical: 0,
  warm: 5.16,
  mild: 9.09,
  cool: 25,
};
const WINTER_DAYS = 90;
/** Electric storage hot water a year (the SA DMO model's controlled load). */
const HOT_WATER_KWH_PER_YEAR = 1800;
/** Share of that a heat pump, a solar (boosted) or gas system draws. */
const HOT_WATER_SHARE = { heatPump: 1 / 3, solar: 0.25, gas: 0 } as const;
/** A pool adds almost 10 kWh a day (connected.org.au). */
const POOL_KWH_PER_DAY = 9;
/** Average km a year of a passenger vehicle (ABS Survey of Motor Vehicle Use). */
export const DEFAULT_EV_KM_PER_YEAR = 11_000;
/** kWh per 100 km of an EV (as the what-if uses; docs/what-if.md). */
export const EV_KWH_PER_100_KM = 17;
/** Dwelling scaling, our judgement: fewer outside walls, less to heat. */
const DWELLING_FACTOR = { house: 1, townhouse: 0.9, apartment: 0.8 } as const;

/** A year of use the answers imply, kWh, by what draws it. */
export interface AnnualEstimate {
  /** Lights, appliances, heating and cooling. */
  readonly generalKwh: number;
  readonly poolKwh: number;
  readonly evKwh: number;
  /** Hot water on general use (not on a controlled load). */
  readonly hotWaterKwh: number;
  /** Hot water on a separately metered controlled load. */
  readonly controlledLoadKwh: number;
}

/** Whether the answers put hot water on a controlled load. */
export function hasControlledLoad(answers: HouseholdAnswers): boolean {
  return (
    answers.controlledLoad === true ||
    answers.hotWater === 'electricControlledLoad'
  );
}

/**
 * An annual estimate from the questionnaire (docs/household.md, The
 * questionnaire): a benchmark by people and climate zone, scaled by
 * dwelling and time at home, plus heating, hot water, a pool and an EV.
 */
export function annualEstimate(
  answers: HouseholdAnswers,
  zone: ClimateZone,
): AnnualEstimate {
  const people = Math.min(Math.max(answers.people ?? 3, 1), 5);
  const perDay = KWH_PER_DAY_BY_PEOPLE[people - 1] ?? 14;
  const dwelling = DWELLING_FACTOR[answers.dwelling ?? 'house'];
  const home = answers.homeDuringDay ? 1.1 : 1;
  const heatingPerDay =
    answers.heating === 'electric'
      ? HEATING_KWH_PER_WINTER_DAY[zone]
      : answers.heating === 'heatPump'
        ? HEATING_KWH_PER_WINTER_DAY[zone] / 3
        : 0;
  const generalKwh =
    perDay * 365 * ZONE_FACTOR[zone] * dwelling * home +
    heatingPerDay * WINTER_DAYS * dwelling;
  const water = answers.hotWater;
  const waterKwh =
    water === undefined ||
    water === 'electric' ||
    water === 'electricControlledLoad'
      ? HOT_WATER_KWH_PER_YEAR
      : HOT_WATER_KWH_PER_YEAR * HOT_WATER_SHARE[water];
  const onControlledLoad = hasControlledLoad(answers);
  const hotWaterOnGeneral =
    water === undefined && !onControlledLoad
      ? 0
      : onControlledLoad
        ? 0
        : waterKwh;
  const ev = answers.ev;
  return {
    generalKwh,
    poolKwh: answers.poolPump ? POOL_KWH_PER_DAY * 365 : 0,
    evKwh: ev
      ? ((ev.kmPerYear ?? DEFAULT_EV_KM_PER_YEAR) * EV_KWH_PER_100_KM) / 100
      : 0,
    hotWaterKwh: hotWaterOnGeneral,
    controlledLoadKwh: onControlledLoad ? waterKwh : 0,
  };
}
