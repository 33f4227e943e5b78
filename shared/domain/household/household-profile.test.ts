import { describe, expect, it } from 'vitest';
import { householdUsageSchema } from '../../contracts/household.ts';
import { channelTotal } from '../usage/usage-profile.ts';
import { householdProfile } from './household-profile.ts';

const sumDays = (values: Float64Array, fromDay: number, toDay: number) =>
  channelTotal(values.subarray(fromDay * 48, toDay * 48));

const quarters = {
  postcode: '2600',
  periods: [
    {
      startDate: '2025-07-01',
      endDate: '2025-09-30',
      generalKwh: 1425.9,
      controlledLoadKwh: 310.2,
      exportKwh: 402.7,
    },
    {
      startDate: '2025-10-01',
      endDate: '2025-12-31',
      generalKwh: 900,
      controlledLoadKwh: 250,
      exportKwh: 900,
    },
  ],
  household: {
    people: 3,
    solarKw: 6.6,
    batteryKwh: 0,
    controlledLoad: true,
    homeDuringDay: true,
  },
};

describe('householdProfile from a bill', () => {
  it('gives each period the bill’s bought and controlled-load kWh, and its export within 5 kWh', () => {
    const { profile, basis } = householdProfile(
      householdUsageSchema.parse(quarters),
      { year: 2025 },
    );
    expect(basis).toBe('bill');
    expect(profile.startDate).toBe('2025-07-01');
    expect(profile.days).toBe(184);
    expect(sumDays(profile.importPerInterval, 0, 92)).toBeCloseTo(1425.9, 2);
    expect(sumDays(profile.importPerInterval, 92, 184)).toBeCloseTo(900, 2);
    const exported = profile.exportPerInterval as Float64Array;
    expect(Math.abs(sumDays(exported, 0, 92) - 402.7)).toBeLessThan(5);
    expect(Math.abs(sumDays(exported, 92, 184) - 900)).toBeLessThan(5);
    expect(
      sumDays(profile.controlledLoadPerInterval as Float64Array, 0, 92),
    ).toBeCloseTo(310.2, 6);
  });

  it('fits a home with a battery to the bill’s bought kWh and its export within 5 kWh', () => {
    const withBattery = {
      ...quarters,
      household: { ...quarters.household, batteryKwh: 10 },
    };
    const { profile } = householdProfile(
      householdUsageSchema.parse(withBattery),
      { year: 2025 },
    );
    expect(sumDays(profile.importPerInterval, 0, 92)).toBeCloseTo(1425.9, 2);
    expect(sumDays(profile.importPerInterval, 92, 184)).toBeCloseTo(900, 2);
    const exported = profile.exportPerInterval as Float64Array;
    expect(Math.abs(sumDays(exported, 0, 92) - 402.7)).toBeLessThan(5);
    expect(Math.abs(sumDays(exported, 92, 184) - 900)).toBeLessThan(5);
  });

  it('buys nothing in a period whose bill bought nothing, and still exports', () => {
    const [first, second] = quarters.periods;
    const offGrid = {
      ...quarters,
      periods: [first, { ...second, generalKwh: 0, exportKwh: 600 }],
    };
    const { profile } = householdProfile(householdUsageSchema.parse(offGrid), {
      year: 2025,
    });
    expect(sumDays(profile.importPerInterval, 92, 184)).toBe(0);
    const exported = profile.exportPerInterval as Float64Array;
    expect(Math.abs(sumDays(exported, 92, 184) - 600)).toBeLessThan(5);
  });

  it('exports only in daylight and keeps controlled load in its overnight window', () => {
    const { profile } = householdProfile(householdUsageSchema.parse(quarters), {
      year: 2025,
    });
    const exported = profile.exportPerInterval as Float64Array;
    const controlled = profile.controlledLoadPerInterval as Float64Array;
    for (let d = 0; d < profile.days; d++) {
      expect(exported[d * 48 + 2]).toBe(0);
      expect(controlled[d * 48 + 24]).toBe(0);
    }
  });

  it('spreads bands over their windows, and says when a band cannot fit', () => {
    const bill = householdUsageSchema.parse({
      postcode: '2600',
      periods: [
        {
          startDate: '2025-07-01',
          endDate: '2025-07-31',
          peakKwh: 200,
          shoulderKwh: 150,
          offPeakKwh: 100,
        },
      ],
    });
    const { profile, diagnostics } = householdProfile(bill, { year: 2025 });
    expect(diagnostics).toEqual([]);
    // Evoenergy's off-peak is 22:00-07:00: half-hours 44-47 and 0-13.
    let offPeak = 0;
    for (let d = 0; d < 31; d++) {
      for (const k of [
        44,
        45,
        46,
        47,
        ...Array.from({ length: 14 }, (_, i) => i),
      ]) {
        offPeak += profile.importPerInterval[d * 48 + k] ?? 0;
      }
    }
    expect(offPeak).toBeCloseTo(100, 6);
    expect(channelTotal(profile.importPerInterval)).toBeCloseTo(450, 6);
    const weekendOnly = householdProfile(
      householdUsageSchema.parse({
        postcode: '2000',
        periods: [
          {
            startDate: '2025-07-05',
            endDate: '2025-07-06',
            peakKwh: 10,
            offPeakKwh: 20,
          },
        ],
      }),
      { year: 2025 },
    );
    expect(weekendOnly.diagnostics).toEqual([
      'The 10 kWh of peak from 2025-07-05 to 2025-07-06 do not fit the typical NSW windows: they are spread over the day instead.',
    ]);
    expect(channelTotal(weekendOnly.profile.importPerInterval)).toBeCloseTo(
      30,
      6,
    );
  });

  const evBill = (charging: 'overnight' | 'daytime') =>
    householdUsageSchema.parse({
      postcode: '2600',
      periods: [
        { startDate: '2025-07-01', endDate: '2025-07-30', generalKwh: 600 },
      ],
      household: { people: 2, ev: { charging, kmPerYear: 20_000 } },
    });
  /** The days of a profile whose half-hour k carries a charging session. */
  const sessionDays = (use: Float64Array, k: number) =>
    Array.from({ length: use.length / 48 }, (_, d) => d).filter(
      (d) => (use[d * 48 + k] ?? 0) > 2 * (use[d * 48 + 40] ?? 0),
    );

  it('charges an EV at the charger’s power every third day, from 23:00 and from midnight in turn', () => {
    const { profile } = householdProfile(evBill('overnight'), { year: 2025 });
    const use = profile.importPerInterval;
    const at23 = sessionDays(use, 46);
    // A midnight session shows on the next day's first half-hour.
    const atMidnight = sessionDays(use, 0)
      .map((d) => d - 1)
      .filter((d) => !at23.includes(d));
    const sessions = [...at23, ...atMidnight].sort((x, y) => x - y);
    expect(sessions.length).toBeGreaterThanOrEqual(9);
    expect(
      sessions.every((d, n) => n === 0 || d - (sessions[n - 1] ?? 0) === 3),
    ).toBe(true);
    const starts = sessions.map((d) => (at23.includes(d) ? '23:00' : '00:00'));
    expect(starts.every((start, n) => n === 0 || start !== starts[n - 1])).toBe(
      true,
    );
    // Three days' driving at 7 kW runs past midnight into the next day.
    const first = at23[0] ?? 0;
    const on = (k: number) => use[first * 48 + k] ?? 0;
    expect(on(47)).toBeCloseTo(on(46), 6);
    expect(use[(first + 1) * 48]).toBeGreaterThan(on(40) * 2);
  });

  describe('an EV whose km a year the visitor did not give', () => {
    const quarter = { startDate: '2025-07-01', endDate: '2025-09-30' };
    const bill = (generalKwh: number, kmPerYear?: number) =>
      householdUsageSchema.parse({
        postcode: '2600',
        periods: [{ ...quarter, generalKwh }],
        household: {
          people: 2,
          ev: {
            charging: 'overnight',
            ...(kmPerYear !== undefined && { kmPerYear }),
          },
        },
      });
    /** Share of what the home buys between midnight and 06:00. */
    const overnightShare = (use: Float64Array) => {
      let night = 0;
      for (let i = 0; i < use.length; i++)
        if (i % 48 < 12) night += use[i] ?? 0;
      return night / channelTotal(use);
    };

    it('takes a bill above the home with an average car as more driving, and says so', () => {
      const read = householdProfile(bill(2_200), { year: 2025 });
      const average = householdProfile(bill(2_200, 11_000), { year: 2025 });
      expect(read.diagnostics).toEqual([
        expect.stringMatching(
          /we took the difference as EV charging, about 2\d,000 km a year/,
        ),
      ]);
      expect(average.diagnostics).toEqual([]);
      expect(channelTotal(read.profile.importPerInterval)).toBeCloseTo(
        2_200,
        3,
      );
      expect(overnightShare(read.profile.importPerInterval)).toBeGreaterThan(
        overnightShare(average.profile.importPerInterval) + 0.05,
      );
    });

    it('keeps the average car for a bill below that home, and reads at most three cars', () => {
      const low = householdProfile(bill(1_200), { year: 2025 });
      const average = householdProfile(bill(1_200, 11_000), { year: 2025 });
      expect(low.diagnostics).toEqual([]);
      expect(low.profile.importPerInterval).toEqual(
        average.profile.importPerInterval,
      );
      const huge = householdProfile(bill(9_000), { year: 2025 });
      expect(huge.diagnostics[0]).toMatch(/about 33,000 km a year/);
    });
  });

  it('charges an EV in the day around noon, when panels make most', () => {
    const { profile } = householdProfile(evBill('daytime'), { year: 2025 });
    const days = sessionDays(profile.importPerInterval, 24);
    expect(days).toHaveLength(10);
    const first = days[0] ?? 0;
    const at = (k: number) => profile.importPerInterval[first * 48 + k] ?? 0;
    expect(at(23)).toBeCloseTo(at(24), 6);
    expect(at(19)).toBeLessThan(at(24) / 2);
    expect(at(29)).toBeLessThan(at(24) / 2);
  });
});

describe('householdProfile from a questionnaire alone', () => {
  it('estimates a year, more with a pool and an EV, and nets the panels', () => {
    const plain = householdProfile(
      householdUsageSchema.parse({
        postcode: '2600',
        household: { people: 2 },
      }),
      { year: 2025 },
    );
    const more = householdProfile(
      householdUsageSchema.parse({
        postcode: '2600',
        household: { people: 2, poolPump: true, ev: { charging: 'overnight' } },
      }),
      { year: 2025 },
    );
    const solar = householdProfile(
      householdUsageSchema.parse({
        postcode: '2600',
        household: { people: 2, solarKw: 6.6 },
      }),
      { year: 2025 },
    );
    expect(plain.basis).toBe('questionnaire');
    expect(plain.profile.days).toBe(365);
    // Two people in a cool zone: 12 kWh a day × 1.1 × 365.
    expect(channelTotal(plain.profile.importPerInterval)).toBeCloseTo(
      12 * 1.1 * 365,
      3,
    );
    expect(channelTotal(more.profile.importPerInterval)).toBeGreaterThan(
      channelTotal(plain.profile.importPerInterval) + 9 * 365,
    );
    expect(channelTotal(solar.profile.importPerInterval)).toBeLessThan(
      channelTotal(plain.profile.importPerInterval) * 0.85,
    );
    expect(
      channelTotal(solar.profile.exportPerInterval as Float64Array),
    ).toBeGreaterThan(3000);
  });
});
