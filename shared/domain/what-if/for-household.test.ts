import { describe, expect, it } from 'vitest';
import { AEST_RULE } from '../costs/time-zone.ts';
import { solarGenerationPerInterval } from '../household/solar.ts';
import { createUsageProfile } from '../usage/usage-profile.ts';
import { AppliedWhatIf } from './apply-what-if.ts';
import { whatIfForHousehold } from './for-household.ts';

const START = '2025-01-06';
const DAYS = 7;

function halfHourProfile() {
  return createUsageProfile({
    startDate: START,
    intervalMinutes: 30,
    importPerInterval: new Float64Array(DAYS * 48).fill(1),
  });
}

describe('whatIfForHousehold', () => {
  it('sums 15-minute readings of every channel into half-hours', () => {
    const quarter = (value: number) => new Float64Array(DAYS * 96).fill(value);
    const profile = createUsageProfile({
      startDate: START,
      intervalMinutes: 15,
      importPerInterval: quarter(0.25),
      controlledLoadPerInterval: quarter(0.5),
      exportPerInterval: quarter(0.1),
    });
    const applied = whatIfForHousehold(profile, {}, {});
    expect(applied.before.intervalMinutes).toBe(30);
    expect(applied.before.importPerInterval).toHaveLength(DAYS * 48);
    expect(applied.before.importPerInterval[0]).toBeCloseTo(0.5, 10);
    expect(applied.before.controlledLoadPerInterval?.[5]).toBeCloseTo(1, 10);
    expect(applied.before.exportPerInterval?.[47]).toBeCloseTo(0.2, 10);
    expect(applied.input.existingExport?.[0]).toBeCloseTo(0.2, 10);
  });

  it('refuses added solar without a postcode', () => {
    expect(() =>
      whatIfForHousehold(
        halfHourProfile(),
        { solar: { kw: 6.6, exportLimitKw: 5 } },
        { state: 'NSW' },
      ),
    ).toThrow(/postcode/);
  });

  it('takes added solar from the yield at the postcode and halves the export limit per half-hour', () => {
    const applied = whatIfForHousehold(
      halfHourProfile(),
      { solar: { kw: 6.6, exportLimitKw: 5 } },
      { postcode: '2000' },
    );
    expect(applied.input.generation).toEqual(
      solarGenerationPerInterval('2000', 6.6, START, DAYS),
    );
    expect(applied.input.exportLimitKwh).toBe(2.5);
  });

  it('has no added generation and no export limit without solar', () => {
    const applied = whatIfForHousehold(halfHourProfile(), {}, {});
    expect(applied.input.generation).toBeUndefined();
    expect(applied.input.exportLimitKwh).toBe(Number.POSITIVE_INFINITY);
  });

  it('shifts the evening on the state clock, NEM time when the place is unknown', () => {
    const shift = { loadShift: { eveningShare: 0.5 } };
    const nem = whatIfForHousehold(halfHourProfile(), shift, {});
    // NEM 17:00 is 15:00 in Perth (evening in NEM time only); NEM 16:30 is
    // 14:30 in Perth (midday there only).
    const wa = whatIfForHousehold(halfHourProfile(), shift, { state: 'WA' });
    const waByPostcode = whatIfForHousehold(halfHourProfile(), shift, {
      postcode: '6000',
    });
    expect(nem.input.load[34]).toBeCloseTo(0.5, 10);
    expect(wa.input.load[34]).toBe(1);
    expect(nem.input.load[33]).toBe(1);
    expect(wa.input.load[33]).toBeGreaterThan(1);
    expect(wa.input.load[38]).toBeCloseTo(0.5, 10);
    expect(waByPostcode.input.load).toEqual(wa.input.load);
  });
});

describe('AppliedWhatIf', () => {
  it('refuses added solar of a different length from the profile', () => {
    expect(
      () =>
        new AppliedWhatIf(
          halfHourProfile(),
          { solar: { kw: 5, exportLimitKw: 5 } },
          new Float64Array(10),
          AEST_RULE,
        ),
    ).toThrow(RangeError);
  });

  it('calls a battery left unused idle, and builds each outcome once', () => {
    const battery = { usableKwh: 10, powerKw: 5, roundTripEfficiency: 0.9 };
    const withBattery = whatIfForHousehold(halfHourProfile(), { battery }, {});
    const idle = withBattery.withoutBattery();
    expect(idle.use).toBe('idle');
    expect(withBattery.withoutBattery()).toBe(idle);
    expect(idle.dispatched.totals.stored).toBe(0);
    const none = whatIfForHousehold(halfHourProfile(), {}, {}).withoutBattery();
    expect(none.use).toBe('none');
    expect(none.profile.importPerInterval).toEqual(
      halfHourProfile().importPerInterval,
    );
  });
});
