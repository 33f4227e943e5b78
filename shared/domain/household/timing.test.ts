import { describe, expect, it } from 'vitest';
import type { UsageInput } from '../../contracts/compare.ts';
import { compileDocument } from '../costs/fixtures/compile-document.ts';
import * as fixtures from '../costs/fixtures/plan-documents.ts';
import { rankPlans } from '../costs/rank-plans.ts';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { channelTotal, createUsageProfile } from '../usage/usage-profile.ts';
import {
  eveningShifted,
  TIMING_SHIFT,
  timingAllowance,
  timingInWords,
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

describe('eveningShifted', () => {
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
    const shifted = eveningShifted(profile);
    // Assert: 5 % of 48 kWh leaves 00:00-07:00 (14 half hours) for 17:00-20:00
    const moved = TIMING_SHIFT * 48;
    expect(channelTotal(shifted.importPerInterval)).toBeCloseTo(96);
    expect(sumOf(shifted.importPerInterval, 0, 14)).toBeCloseTo(14 - moved);
    expect(sumOf(shifted.importPerInterval, 34, 40)).toBeCloseTo(6 + moved);
    expect(sumOf(shifted.importPerInterval, 62, 88)).toBeCloseTo(26 + moved);
    expect(shifted.importPerInterval[20]).toBe(1);
    expect(shifted.exportPerInterval).toBe(profile.exportPerInterval);
    expect(shifted.controlledLoadPerInterval).toBe(
      profile.controlledLoadPerInterval,
    );
  });

  it('moves no more than the night holds, and nothing from a day without night use', () => {
    const day = new Float64Array(48);
    day[40] = 10;
    day[0] = 0.1;
    const none = new Float64Array(48);
    none[40] = 10;
    const shifted = eveningShifted(
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
      eveningShifted(profile),
    );
    // Assert
    expect(allowances.get('TST-TOU')).toBeGreaterThan(0);
    expect(allowances.has('TST-SR-NSW')).toBe(false);
    const onlySingle = new Map([...priced].filter(([id]) => id !== 'TST-TOU'));
    expect([
      ...timingAllowancesOf(plans, onlySingle, eveningShifted(profile)).keys(),
    ]).toEqual([]);
  });
});
