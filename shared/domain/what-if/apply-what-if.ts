import { PricingContext } from '../costs/pricing-context.ts';
import type { ZoneRule } from '../costs/time-zone.ts';
import {
  createUsageProfile,
  type UsageProfile,
} from '../usage/usage-profile.ts';
import { type Dispatched, type DispatchInput, dispatch } from './dispatch.ts';
import { addEvLoad, shiftEveningLoad } from './load-changes.ts';
import { type LocalClock, localClock } from './local-clock.ts';
import type { CheapWindow } from './plan-rates.ts';
import { WEEK_HALF_HOURS } from './plan-rates.ts';
import type { WhatIf } from './what-if.ts';

/** How the battery is run for a plan (docs/what-if.md, The battery). */
export type BatteryUse = 'none' | 'idle' | 'selfConsumption' | 'gridCharging';

/** One way of running the household after the change. */
export interface Outcome {
  readonly use: BatteryUse;
  readonly profile: UsageProfile;
  readonly dispatched: Dispatched;
  /** The engine's sums over the profile, shared by every plan priced on it. */
  readonly context: PricingContext;
}

/** Sums every `per`-long group: 5- or 15-minute readings to half-hours. */
function toHalfHours(
  channel: Float64Array | undefined,
  per: number,
): Float64Array | undefined {
  if (!channel || per === 1) return channel;
  const out = new Float64Array(channel.length / per);
  for (let i = 0; i < channel.length; i++) {
    const j = Math.floor(i / per);
    out[j] = (out[j] ?? 0) + (channel[i] ?? 0);
  }
  return out;
}

/** The profile as half-hours (the what-if works on half-hours). */
export function halfHourly(profile: UsageProfile): UsageProfile {
  const per = 30 / profile.intervalMinutes;
  if (per === 1) return profile;
  const controlled = toHalfHours(profile.controlledLoadPerInterval, per);
  const exported = toHalfHours(profile.exportPerInterval, per);
  return createUsageProfile({
    startDate: profile.startDate,
    intervalMinutes: 30,
    unit: profile.unit,
    importPerInterval:
      toHalfHours(profile.importPerInterval, per) ?? new Float64Array(0),
    ...(controlled && { controlledLoadPerInterval: controlled }),
    ...(exported && { exportPerInterval: exported }),
  });
}

/**
 * A what-if applied to one household: the load after an EV and a shift,
 * the added solar, and the ways of running the battery, each giving a new
 * profile to price. Outcomes that do not depend on a plan are built once.
 */
export class AppliedWhatIf {
  readonly before: UsageProfile;
  readonly input: DispatchInput;
  private readonly clocks = new Map<string, LocalClock>();
  private readonly outcomes = new Map<string, Outcome>();

  constructor(
    profile: UsageProfile,
    readonly whatIf: WhatIf,
    /** Added solar per half-hour of the profile (absent without solar). */
    generation: Float64Array | undefined,
    zone: ZoneRule,
  ) {
    this.before = halfHourly(profile);
    const clock = this.clockFor(zone);
    let load = this.before.importPerInterval;
    if (whatIf.loadShift)
      load = shiftEveningLoad(load, clock, whatIf.loadShift);
    if (whatIf.ev) load = addEvLoad(load, clock, whatIf.ev);
    if (generation && generation.length !== load.length) {
      throw new RangeError(
        `solar has ${generation.length} half-hours, the profile ${load.length}`,
      );
    }
    this.input = {
      load,
      existingExport: this.before.exportPerInterval,
      generation,
      exportLimitKwh:
        (whatIf.solar?.exportLimitKw ?? Number.POSITIVE_INFINITY) / 2,
      battery: whatIf.battery,
    };
  }

  private clockFor(zone: ZoneRule): LocalClock {
    let found = this.clocks.get(zone.key);
    if (!found) {
      found = localClock(this.before.startEpochDay, this.before.days, zone);
      this.clocks.set(zone.key, found);
    }
    return found;
  }

  /** With no battery, or with the battery idle (the same flows). */
  withoutBattery(): Outcome {
    const use = this.whatIf.battery ? 'idle' : 'none';
    return this.outcome(use, use, { ...this.input, battery: undefined });
  }

  /** The battery stores spare solar and covers the home's own use. */
  selfConsumption(): Outcome {
    return this.outcome('selfConsumption', 'selfConsumption', this.input);
  }

  /** The battery also tops up in a plan's cheap window and holds there. */
  gridCharging(window: CheapWindow): Outcome {
    const clock = this.clockFor(window.zone);
    const mask = new Uint8Array(this.input.load.length);
    for (let i = 0; i < mask.length; i++) {
      const h = (clock.weekday[i] ?? 0) * 48 + (clock.halfHour[i] ?? 0);
      mask[i] = h < WEEK_HALF_HOURS ? (window.mask[h] ?? 0) : 0;
    }
    return this.outcome('gridCharging', window.key, {
      ...this.input,
      gridCharge: mask,
      hold: mask,
    });
  }

  private outcome(use: BatteryUse, key: string, input: DispatchInput): Outcome {
    let found = this.outcomes.get(key);
    if (!found) {
      const dispatched = dispatch(input);
      const controlled = this.before.controlledLoadPerInterval;
      const profile = createUsageProfile({
        startDate: this.before.startDate,
        intervalMinutes: 30,
        importPerInterval: dispatched.importPerInterval,
        exportPerInterval: dispatched.exportPerInterval,
        ...(controlled && { controlledLoadPerInterval: controlled }),
      });
      found = {
        use,
        profile,
        dispatched,
        context: new PricingContext(profile),
      };
      this.outcomes.set(key, found);
    }
    return found;
  }
}
