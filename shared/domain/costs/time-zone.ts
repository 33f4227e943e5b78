import { stateOfNetwork } from '../networks.ts';
import type { AustralianState } from '../postcode.ts';
import { civilOf, dayOfWeek, epochDayFromParts } from '../usage/civil-date.ts';

/**
 * How a plan's clock relates to NEM time (AEST, no daylight saving), the
 * clock of NEM12 interval data.
 */
export interface ZoneRule {
  /** Cache key, e.g. `AEST`, `LOCAL:NSW`. */
  readonly key: string;
  /** Local standard time minus AEST, in minutes (SA −30, WA −120). */
  readonly standardOffsetMinutes: number;
  /** Whether the local clock moves forward an hour in summer. */
  readonly observesDaylightSaving: boolean;
}

/** States and territories by their network (distribution) region. */
export type NetworkState = Exclude<AustralianState, 'Unknown'>;

const STATE_RULES: Record<NetworkState, [number, boolean]> = {
  NSW: [0, true],
  ACT: [0, true],
  VIC: [0, true],
  TAS: [0, true],
  SA: [-30, true],
  QLD: [0, false],
  NT: [-30, false],
  WA: [-120, false],
};

/** CDR `timeZone: AEST`: the plan's times are NEM time already. */
export const AEST_RULE: ZoneRule = {
  key: 'AEST',
  standardOffsetMinutes: 0,
  observesDaylightSaving: false,
};

/** The clock for CDR `timeZone: LOCAL` in a state. */
export function localRule(state: NetworkState): ZoneRule {
  const [offset, dst] = STATE_RULES[state];
  return {
    key: `LOCAL:${state}`,
    standardOffsetMinutes: offset,
    observesDaylightSaving: dst,
  };
}

/**
 * The state of the first distributor we recognise, if any, by the one
 * network table (networks.ts) that plan matching uses too.
 */
export function stateOfDistributors(
  distributors: readonly string[],
): NetworkState | undefined {
  for (const name of distributors) {
    const state = stateOfNetwork(name);
    if (state) return state;
  }
  return undefined;
}

/** The local-time offset from AEST during one NEM-time day. */
export interface DayOffset {
  /** Offset (minutes) at 00:00 AEST. */
  readonly startMinutes: number;
  /** AEST minute of day when the offset changes, or 1440 for none. */
  readonly changeAtMinute: number;
  /** Offset after the change. */
  readonly afterMinutes: number;
}

function firstSunday(year: number, month: number): number {
  const first = epochDayFromParts(year, month, 1) ?? 0;
  return first + ((7 - dayOfWeek(first)) % 7);
}

/**
 * Daylight saving in the south-eastern states since 2008: from 2:00 local
 * standard time on the first Sunday of October to 3:00 daylight time (the
 * same instant as 2:00 standard) on the first Sunday of April.
 */
export function dayOffset(rule: ZoneRule, epochDay: number): DayOffset {
  const base = rule.standardOffsetMinutes;
  if (!rule.observesDaylightSaving) {
    return { startMinutes: base, changeAtMinute: 1440, afterMinutes: base };
  }
  const { year } = civilOf(epochDay);
  const dstEnd = firstSunday(year, 4);
  const dstStart = firstSunday(year, 10);
  const changeAt = 120 - base; // 2:00 local standard, in AEST minutes
  const inDst = (day: number) => day < dstEnd || day > dstStart;
  if (epochDay === dstEnd) {
    return {
      startMinutes: base + 60,
      changeAtMinute: changeAt,
      afterMinutes: base,
    };
  }
  if (epochDay === dstStart) {
    return {
      startMinutes: base,
      changeAtMinute: changeAt,
      afterMinutes: base + 60,
    };
  }
  const offset = inDst(epochDay) ? base + 60 : base;
  return { startMinutes: offset, changeAtMinute: 1440, afterMinutes: offset };
}
