/**
 * Modelled households with a year of half-hour readings, written to be
 * unlike the product's own household model: random days (weather, cloud),
 * appliance spikes, a hot-water element, EV charging sessions, a pool
 * pump, and a battery run by the what-if's dispatch. Seeded, so a run is
 * reproducible (docs/household.md, Ranking regret).
 */
import type {
  HouseholdAnswers,
  HouseholdUsage,
} from '#shared/contracts/household';
import { solarGenerationPerInterval } from '#shared/domain/household/solar';
import { civilOf, epochDayOf } from '#shared/domain/usage/civil-date';
import {
  createUsageProfile,
  type UsageProfile,
} from '#shared/domain/usage/usage-profile';
import { dispatch } from '#shared/domain/what-if/dispatch';

export interface ModelledHousehold {
  readonly name: string;
  readonly readings: UsageProfile;
  readonly bill: HouseholdUsage;
}

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const START = '2025-07-01';
const DAYS = 365;
const QUARTERS = [
  ['2025-07-01', '2025-09-30'],
  ['2025-10-01', '2025-12-31'],
  ['2026-01-01', '2026-03-31'],
  ['2026-04-01', '2026-06-30'],
] as const;

/** A household's evening and morning habits, each its own. */
function dayCurve(
  rand: () => number,
  weekend: boolean,
  home: boolean,
): number[] {
  const eveningPeak = 17 + Math.floor(rand() * 4);
  const morning = 6 + Math.floor(rand() * 3) + (weekend ? 1 : 0);
  const hours = Array.from({ length: 24 }, () => 0.35 + rand() * 0.15);
  for (let h = 0; h < 24; h++) {
    if (h >= morning && h < morning + 2) hours[h] = (hours[h] ?? 0) + 0.9;
    if (h >= eveningPeak - 1 && h <= eveningPeak + 2)
      hours[h] = (hours[h] ?? 0) + 1.3;
    if ((home || weekend) && h >= 9 && h < 16)
      hours[h] = (hours[h] ?? 0) + 0.45;
  }
  return hours;
}

export function modelledHouseholds(
  count: number,
  seed: number,
  postcode = '2600',
): ModelledHousehold[] {
  const households: ModelledHousehold[] = [];
  for (let n = 0; n < count; n++) {
    const rand = random(seed * 1000 + n);
    const people = 1 + Math.floor(rand() * 5);
    const solarKw =
      rand() < 0.5 ? 0 : ([5, 6.6, 8, 10, 13][Math.floor(rand() * 5)] ?? 6.6);
    const batteryKwh =
      solarKw > 0 && rand() < 0.25
        ? ([10, 13.5][Math.floor(rand() * 2)] ?? 10)
        : 0;
    const controlledLoad = rand() < 0.4;
    const poolPump = rand() < 0.15;
    const ev =
      rand() < 0.25
        ? (['overnight', 'daytime', 'evening'] as const)[Math.floor(rand() * 3)]
        : undefined;
    const homeDuringDay = rand() < 0.4;
    const electricHeating = rand() < 0.5;
    const base = (4 + people * 2.2) * (0.75 + rand() * 0.5);
    const start = epochDayOf(START);
    const use = new Float64Array(DAYS * 48);
    const cl = new Float64Array(DAYS * 48);
    let weather = 0;
    for (let d = 0; d < DAYS; d++) {
      const date = civilOf(start + d);
      const weekday = (start + d + 4) % 7;
      const weekend = weekday === 0 || weekday === 6;
      weather = 0.7 * weather + 0.3 * (rand() * 2 - 1);
      const winter = Math.max(
        0,
        Math.cos(((date.month - 7) / 12) * 2 * Math.PI),
      );
      const summer = Math.max(
        0,
        Math.cos(((date.month - 1) / 12) * 2 * Math.PI),
      );
      const heat = electricHeating
        ? winter * (6 + 8 * rand()) * (1 + weather)
        : winter * 1.5;
      const cool = summer * (1 + 3 * rand()) * (1 + weather);
      const dayKwh = base * (0.85 + rand() * 0.3) + heat + cool;
      const curve = dayCurve(rand, weekend, homeDuringDay);
      const total = curve.reduce((s, v) => s + v, 0);
      for (let k = 0; k < 48; k++) {
        const h = k >> 1;
        let v = (dayKwh * (curve[h] ?? 0)) / total / 2;
        if (heat > 2 && ((h >= 6 && h < 9) || (h >= 17 && h < 22)))
          v += (heat / 16) * rand();
        // Added, not set: the night before's EV session runs past midnight.
        use[d * 48 + k] = (use[d * 48 + k] ?? 0) + v;
      }
      for (let spikes = 1 + Math.floor(rand() * 4); spikes > 0; spikes--) {
        const k =
          rand() < 0.6
            ? 34 + Math.floor(rand() * 10)
            : 12 + Math.floor(rand() * 22);
        use[d * 48 + k] = (use[d * 48 + k] ?? 0) + 0.6 + rand() * 1.0;
      }
      if (poolPump) {
        const hours = 5 + summer * 4;
        for (let k = 18; k < 18 + hours * 2; k++)
          use[d * 48 + k] = (use[d * 48 + k] ?? 0) + 0.55;
      }
      if (ev && rand() < 0.45) {
        let need = 10 + rand() * 15;
        let k =
          ev === 'overnight'
            ? 46 + Math.floor(rand() * 4)
            : ev === 'daytime'
              ? 20 + Math.floor(rand() * 4)
              : 36 + Math.floor(rand() * 4);
        while (need > 0) {
          const i = d * 48 + k;
          if (i >= use.length) break;
          const take = Math.min(need, 3.5);
          use[i] = (use[i] ?? 0) + take;
          need -= take;
          k++;
        }
      }
      if (controlledLoad) {
        let need =
          (2.5 + people * 1.1) * (0.8 + winter * 0.5) * (0.85 + rand() * 0.3);
        for (let k = 44; need > 0 && k < 62; k++) {
          const i = d * 48 + k;
          if (i >= cl.length) break;
          const take = Math.min(need, 1.8);
          cl[i] = (cl[i] ?? 0) + take;
          need -= take;
        }
      }
    }
    let importKwh: Float64Array = use;
    let exportKwh: Float64Array = new Float64Array(use.length);
    if (solarKw > 0) {
      const clear = solarGenerationPerInterval(postcode, solarKw, START, DAYS);
      const gen = new Float64Array(clear.length);
      const derate = 0.8 + rand() * 0.25;
      for (let d = 0; d < DAYS; d++) {
        const cloud = rand() < 0.3 ? 0.2 + rand() * 0.4 : 1 + rand() * 0.25;
        for (let k = 0; k < 48; k++)
          gen[d * 48 + k] = (clear[d * 48 + k] ?? 0) * cloud * derate;
      }
      const run = dispatch({
        load: use,
        existingExport: undefined,
        generation: gen,
        exportLimitKwh: 2.5,
        battery:
          batteryKwh > 0
            ? { usableKwh: batteryKwh, powerKw: 5, roundTripEfficiency: 0.9 }
            : undefined,
      });
      importKwh = run.importPerInterval;
      exportKwh = run.exportPerInterval;
    }
    const readings = createUsageProfile({
      startDate: START,
      intervalMinutes: 30,
      importPerInterval: importKwh,
      ...(controlledLoad && { controlledLoadPerInterval: cl }),
      ...(solarKw > 0 && { exportPerInterval: exportKwh }),
    });
    const sum = (a: Float64Array, from: number, to: number) => {
      let t = 0;
      for (let i = from * 48; i < to * 48; i++) t += a[i] ?? 0;
      return Math.round(t * 10) / 10;
    };
    const periods = QUARTERS.map(([from, to]) => {
      const a = epochDayOf(from) - start;
      const b = epochDayOf(to) - start + 1;
      return {
        startDate: from,
        endDate: to,
        generalKwh: sum(importKwh, a, b),
        ...(controlledLoad && { controlledLoadKwh: sum(cl, a, b) }),
        ...(solarKw > 0 && { exportKwh: sum(exportKwh, a, b) }),
      };
    });
    const household: HouseholdAnswers = {
      people,
      solarKw,
      batteryKwh,
      controlledLoad,
      poolPump,
      homeDuringDay,
      ...(ev && { ev: { charging: ev } }),
      heating: electricHeating ? 'electric' : 'gas',
    };
    households.push({
      name: `household ${n + 1}`,
      readings,
      bill: { postcode, periods, household },
    });
  }
  return households;
}
