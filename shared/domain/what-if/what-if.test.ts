import { describe, expect, it } from 'vitest';
import { compileDocument } from '../costs/fixtures/compile-document.ts';
import * as fixtures from '../costs/fixtures/plan-documents.ts';
import { AEST_RULE, localRule } from '../costs/time-zone.ts';
import { createUsageProfile } from '../usage/usage-profile.ts';
import { AppliedWhatIf } from './apply-what-if.ts';
import { balanceGap, dispatch } from './dispatch.ts';
import { addEvLoad, shiftEveningLoad } from './load-changes.ts';
import { localClock } from './local-clock.ts';
import { cheapWindow, freePowerWindows } from './plan-rates.ts';

const DAYS = 28;
const START = '2025-01-06';

/** 0.3 kWh each half-hour, 1.0 kWh 17:00-21:00; existing panels export 0.2 at noon. */
function household() {
  const load = new Float64Array(DAYS * 48);
  const exported = new Float64Array(DAYS * 48);
  for (let i = 0; i < load.length; i++) {
    const h = i % 48;
    load[i] = h >= 34 && h < 42 ? 1 : 0.3;
    if (h >= 22 && h < 28) exported[i] = 0.2;
  }
  return createUsageProfile({
    startDate: START,
    intervalMinutes: 30,
    importPerInterval: load,
    exportPerInterval: exported,
  });
}

/** A clear-day bell: `peak` kWh a half-hour at noon, none before 6 or after 19. */
function bell(peak: number) {
  const out = new Float64Array(DAYS * 48);
  for (let i = 0; i < out.length; i++) {
    const h = i % 48;
    if (h >= 12 && h < 38)
      out[i] = peak * Math.sin((Math.PI * (h - 12 + 0.5)) / 26);
  }
  return out;
}

const sum = (values: Float64Array, from = 0, to = values.length) => {
  let total = 0;
  for (let i = from; i < to; i++) total += values[i] ?? 0;
  return total;
};
const battery = { usableKwh: 10, powerKw: 5, roundTripEfficiency: 0.9 };

describe('dispatch', () => {
  it('exports added solar up to the limit and curtails the rest, earning nothing', () => {
    // Arrange: 5 kWh a half-hour of spare solar against a 5 kW (2.5 kWh) limit
    const load = new Float64Array(48);
    const generation = new Float64Array(48).fill(5);
    // Act
    const out = dispatch({
      load,
      existingExport: undefined,
      generation,
      exportLimitKwh: 2.5,
      battery: undefined,
    });
    // Assert
    expect(Math.max(...out.exportPerInterval)).toBeCloseTo(2.5, 9);
    expect(out.totals.curtailed).toBeCloseTo(48 * 2.5, 9);
    expect(out.totals.exported).toBeCloseTo(48 * 2.5, 9);
  });

  it('stores spare solar, gives back 90 % of it to the evening and never exports from storage', () => {
    // Arrange
    const profile = household();
    // Act
    const out = dispatch({
      load: profile.importPerInterval,
      existingExport: profile.exportPerInterval,
      generation: bell(2),
      exportLimitKwh: 2.5,
      battery,
    });
    // Assert
    const { totals } = out;
    expect(totals.stored).toBeGreaterThan(0);
    expect(totals.discharged + totals.storedAtEnd).toBeCloseTo(
      totals.stored * 0.9,
      9,
    );
    expect(Math.max(...out.batteryPerInterval)).toBeLessThanOrEqual(2.5 + 1e-9);
    expect(Math.min(...out.batteryPerInterval)).toBeGreaterThanOrEqual(
      -2.5 - 1e-9,
    );
    // Evening imports fall: the battery covers the first evening hours
    const eveningBefore = sum(
      profile.importPerInterval,
      7 * 48 + 34,
      7 * 48 + 42,
    );
    const eveningAfter = sum(out.importPerInterval, 7 * 48 + 34, 7 * 48 + 42);
    expect(eveningAfter).toBeLessThan(eveningBefore - 5);
    expect(Math.abs(balanceGap(totals))).toBeLessThan(1e-6);
  });

  it('tops up from the grid only in the given window and holds its charge there', () => {
    // Arrange: grid charging 00:00-06:00, no solar
    const profile = household();
    const mask = new Uint8Array(DAYS * 48).map((_, i) => (i % 48 < 12 ? 1 : 0));
    // Act
    const out = dispatch({
      load: profile.importPerInterval,
      existingExport: undefined,
      generation: undefined,
      exportLimitKwh: 2.5,
      battery,
      gridCharge: mask,
      hold: mask,
    });
    // Assert
    expect(out.totals.boughtForBattery).toBeGreaterThan(0);
    out.batteryPerInterval.forEach((flow, i) => {
      if (!mask[i]) expect(flow).toBeLessThanOrEqual(1e-12);
      else expect(flow).toBeGreaterThanOrEqual(0);
    });
    // The evening (8 kWh) and night use until the window are covered, up to 10 kWh
    expect(out.totals.discharged / DAYS).toBeGreaterThan(8);
    expect(Math.abs(balanceGap(out.totals))).toBeLessThan(1e-6);
  });
});

describe('load changes', () => {
  const clock = localClock(20_000, DAYS, AEST_RULE);

  it('adds an EV’s year of charging into its window only', () => {
    // Arrange: 15,000 km at 17 kWh/100 km = 2,550 kWh a year
    const load = new Float64Array(DAYS * 48);
    const ev = {
      kmPerYear: 15_000,
      kwhPer100Km: 17,
      charging: 'overnight' as const,
    };
    // Act
    const out = addEvLoad(load, clock, ev);
    // Assert
    expect(sum(out)).toBeCloseTo((2550 / 365) * DAYS, 6);
    expect(sum(out, 12, 48)).toBe(0);
  });

  it('moves the evening share into midday and keeps each day’s total', () => {
    // Arrange
    const load = household().importPerInterval;
    // Act
    const out = shiftEveningLoad(load, clock, { eveningShare: 0.5 });
    // Assert
    for (let d = 0; d < DAYS; d++) {
      expect(sum(out, d * 48, d * 48 + 48)).toBeCloseTo(
        sum(load, d * 48, d * 48 + 48),
        9,
      );
    }
    expect(out[36]).toBeCloseTo(0.5, 9);
    expect(sum(out, 20, 30)).toBeCloseTo(3 + 4, 9);
  });

  it('reads the evening on the local clock, an hour earlier in NEM time in summer', () => {
    // Arrange: 6 January, NSW daylight time
    const nsw = localClock(20_094, 1, localRule('NSW'));
    // Assert: 17:00 local is 16:00 AEST, half-hour 32
    expect(nsw.halfHour[32]).toBe(34);
  });
});

describe('AppliedWhatIf', () => {
  it('closes the energy balance within 0.1 kWh for every way of running the battery', () => {
    // Arrange
    const applied = new AppliedWhatIf(
      household(),
      {
        solar: { kw: 6.6, exportLimitKw: 5 },
        battery,
        ev: { kmPerYear: 12_000, kwhPer100Km: 17, charging: 'any' },
        loadShift: { eveningShare: 0.2 },
      },
      bell(3),
      localRule('NSW'),
    );
    const window = cheapWindow(
      compileDocument(fixtures.touMidnightOffPeak),
      0.9,
    );
    if (!window) throw new Error('expected a cheap window');
    // Act
    const outcomes = [
      applied.withoutBattery(),
      applied.selfConsumption(),
      applied.gridCharging(window),
    ];
    // Assert
    for (const { dispatched, profile } of outcomes) {
      expect(Math.abs(balanceGap(dispatched.totals))).toBeLessThan(0.1);
      expect(sum(profile.importPerInterval)).toBeCloseTo(
        dispatched.totals.bought,
        6,
      );
    }
    expect(outcomes.map((o) => o.use)).toEqual([
      'idle',
      'selfConsumption',
      'gridCharging',
    ]);
  });
});

describe('plan rates', () => {
  it('finds the cheap window of a time-of-use plan and none for a single rate', () => {
    // Arrange
    const tou = compileDocument(fixtures.touMidnightOffPeak);
    const flat = compileDocument(fixtures.singleRateNsw);
    // Act
    const window = cheapWindow(tou, 0.9);
    // Assert: off-peak 22:00-07:00 every day
    expect(cheapWindow(flat, 0.9)).toBeUndefined();
    expect(window?.mask[0]).toBe(1);
    expect(window?.mask[14]).toBe(0);
    expect(window?.mask[44]).toBe(1);
    // 20 c is not below 40 c × 0.45: no cheap window pays
    expect(cheapWindow(tou, 0.45)).toBeUndefined();
  });

  it('labels a 0 c/kWh window as free power', () => {
    // Arrange
    const plan = compileDocument(
      fixtures.planDocument('TST-FREE', {
        pricingModel: 'TIME_OF_USE',
        timeZone: 'LOCAL',
        tariffPeriod: [
          {
            ...fixtures.peakOffPeakPeriod(
              [fixtures.everyDay('15:00', '10:00')],
              [fixtures.everyDay('10:00', '15:00')],
            ),
            timeOfUseRates: [
              {
                type: 'PEAK',
                rates: [{ unitPrice: '0.40' }],
                timeOfUse: [fixtures.everyDay('15:00', '10:00')],
              },
              {
                type: 'OFF_PEAK',
                rates: [{ unitPrice: '0.00' }],
                timeOfUse: [fixtures.everyDay('10:00', '15:00')],
              },
            ],
          },
        ],
      }),
    );
    // Act / Assert
    expect(freePowerWindows(plan)).toEqual(['Free 10:00-15:00 every day']);
    expect(
      freePowerWindows(compileDocument(fixtures.touMidnightOffPeak)),
    ).toEqual([]);
  });
});
