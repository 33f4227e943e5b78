import { describe, expect, it } from 'vitest';
import type { UsageInput } from '../../contracts/compare.ts';
import { compileDocument } from '../costs/fixtures/compile-document.ts';
import * as fixtures from '../costs/fixtures/plan-documents.ts';
import { rankPlans } from '../costs/rank-plans.ts';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { channelTotal, createUsageProfile } from '../usage/usage-profile.ts';
import {
  controlledLoadAtSwitchOn,
  TIMING_SHIFT,
  timingAllowance,
  timingInWords,
  timingShifted,
  timingUnknown,
} from './timing.ts';
import { timingAllowancesOf } from './timing-allowances.ts';

const period = { startDate: '2025-07-01', endDate: '2025-09-30' };
const sumOf = (values: Float64Array, from: number, to: number) =>
  values.slice(from, to).reduce((sum, v) => sum + v, 0);

describe('timingUnknown', () => {
  it('holds for a bill of one general figure and for answers alone', () => {
    const general: UsageInput = {
      kind: 'bill',
      periods: [{ ...period, generalKwh: 900 }],
    };
    const answers: UsageInput = { kind: 'bill', household: { people: 2 } };
    expect(timingUnknown(general)).toBe(true);
    expect(timingUnknown(answers)).toBe(true);
  });

  it('does not hold for a banded bill, meter data or typed use', () => {
    const banded = {
      kind: 'bill',
      periods: [{ ...period, peakKwh: 300, shoulderKwh: 300, offPeakKwh: 300 }],
    } as UsageInput;
    const typed: UsageInput = { kind: 'monthlyKwh', monthlyKwh: 500 };
    const meter = { kind: 'intervals' } as UsageInput;
    expect(timingUnknown(banded)).toBe(false);
    expect(timingUnknown(typed)).toBe(false);
    expect(timingUnknown(meter)).toBe(false);
  });
});

describe('timingShifted', () => {
  it('moves its share of each day from the night to the evening, keeping every total', () => {
    // Arrange: two days of 1 kWh every half hour, with export
    const flat = new Float64Array(96).fill(1);
    const profile = createUsageProfile({
      startDate: '2025-07-01',
      intervalMinutes: 30,
      importPerInterval: flat,
      exportPerInterval: new Float64Array(96).fill(0.5),
      controlledLoadPerInterval: new Float64Array(96).fill(0.25),
    });
    // Act
    const shifted = timingShifted(profile);
    // Assert: 5 % of 48 kWh leaves 00:00-07:00 (14 half hours) for 17:00-20:00
    const moved = TIMING_SHIFT * 48;
    expect(channelTotal(shifted.importPerInterval)).toBeCloseTo(96);
    expect(sumOf(shifted.importPerInterval, 0, 14)).toBeCloseTo(14 - moved);
    expect(sumOf(shifted.importPerInterval, 34, 40)).toBeCloseTo(6 + moved);
    expect(sumOf(shifted.importPerInterval, 62, 88)).toBeCloseTo(26 + moved);
    expect(shifted.importPerInterval[20]).toBe(1);
    expect(shifted.exportPerInterval).toBe(profile.exportPerInterval);
    // Each day's 12 kWh of controlled load now heats from 22:00.
    const load = shifted.controlledLoadPerInterval as Float64Array;
    expect(channelTotal(load)).toBeCloseTo(24);
    expect(load[44]).toBeCloseTo(1.8);
  });

  it('heats each day’s controlled load from 22:00 at a 3.6 kW element, running past midnight', () => {
    // Three days of CL1 spread over the night: 7.2 kWh a day.
    const spread = new Float64Array(144);
    for (let d = 0; d < 3; d++)
      for (const k of [0, 2, 4, 6, 8, 10, 44, 46]) spread[d * 48 + k] = 0.9;
    const moved = controlledLoadAtSwitchOn(spread, 30);
    expect(Array.from(moved.slice(44, 52))).toEqual([
      1.8, 1.8, 1.8, 1.8, 0, 0, 0, 0,
    ]);
    // Day two's 7.2 kWh start at its own 22:00, none before.
    expect(sumOf(moved, 48, 92)).toBe(0);
    expect(sumOf(moved, 92, 96)).toBeCloseTo(7.2);
    expect(channelTotal(moved)).toBeCloseTo(3 * 7.2);
  });

  it('runs the last night’s controlled load into its own day’s first hours', () => {
    const day = new Float64Array(48).fill(0.25);
    const moved = controlledLoadAtSwitchOn(day, 30);
    // 12 kWh: four half-hours before midnight, the rest from 00:00.
    expect(sumOf(moved, 44, 48)).toBeCloseTo(7.2);
    expect(sumOf(moved, 0, 3)).toBeCloseTo(4.8);
    expect(Math.max(...moved)).toBeCloseTo(1.8);
    expect(channelTotal(moved)).toBeCloseTo(12);
  });

  it('moves no more than the night holds, and nothing from a day without night use', () => {
    const day = new Float64Array(48);
    day[40] = 10;
    day[0] = 0.1;
    const none = new Float64Array(48);
    none[40] = 10;
    const shifted = timingShifted(
      createUsageProfile({
        startDate: '2025-07-01',
        intervalMinutes: 30,
        importPerInterval: Float64Array.from([...day, ...none]),
      }),
    );
    expect(shifted.importPerInterval[0]).toBe(0);
    expect(sumOf(shifted.importPerInterval, 34, 40)).toBeCloseTo(0.1);
    expect(sumOf(shifted.importPerInterval, 48, 96)).toBe(10);
  });
});

describe('timing allowance', () => {
  it('is the whole dollars a plan moves either way, and is said in plain words', () => {
    expect(timingAllowance(1000, 1027.6)).toBe(28);
    expect(timingAllowance(1000, 972.4)).toBe(28);
    expect(timingAllowance(1000, 1000.3)).toBe(0);
    expect(timingInWords(28)).toMatch(
      /^Cost depends on when you use power: .* ranked as if it cost up to \$28 more a year\.$/,
    );
  });

  it('falls on a time-of-use plan and not on a single-rate one', () => {
    // Arrange
    const plans = [fixtures.touMidnightOffPeak, fixtures.singleRateNsw].map(
      compileDocument,
    );
    const profile = flatAnnualProfile(3650, { startDate: '2025-01-01' });
    const priced = new Map(
      rankPlans(plans, profile).ranked.map((c) => [
        c.planId,
        c.annualCostIncGst,
      ]),
    );
    // Act
    const allowances = timingAllowancesOf(
      plans,
      priced,
      timingShifted(profile),
    );
    // Assert
    expect(allowances.get('TST-TOU')).toBeGreaterThan(0);
    expect(allowances.has('TST-SR-NSW')).toBe(false);
    const onlySingle = new Map([...priced].filter(([id]) => id !== 'TST-TOU'));
    expect([
      ...timingAllowancesOf(plans, onlySingle, timingShifted(profile)).keys(),
    ]).toEqual([]);
  });
});
