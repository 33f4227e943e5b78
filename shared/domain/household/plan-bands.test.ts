import { describe, expect, it } from 'vitest';
import { parsePlanDetail } from '../../cdr/plan-detail.ts';
import { compilePlan } from '../costs/compile-plan.ts';
import {
  anytimePeriod,
  everyDay,
  peakOffPeakPeriod,
  planDocument,
  weekdays,
} from '../costs/fixtures/plan-documents.ts';
import { bandAt } from './bands.ts';
import { bandWindowsOfPlan } from './plan-bands.ts';

// Epoch day 0 (1970-01-01) was a Thursday; day 2 a Saturday.
const THURSDAY = 0;
const SATURDAY = 2;

const rate = (type: string, windows: unknown[]) => ({
  type,
  rates: [{ unitPrice: '0.30' }],
  period: 'P1Y',
  timeOfUse: windows,
});

/** Weekday peak 16:00-21:00, a weekend solar sponge 10:00-15:00, shoulder by day, off-peak overnight. */
const threeRatePlan = compilePlan(
  parsePlanDetail(
    planDocument('TST-BANDS', {
      pricingModel: 'TIME_OF_USE',
      timeZone: 'LOCAL',
      tariffPeriod: [
        {
          // The fixture's season and supply, with three rates and a sponge.
          ...peakOffPeakPeriod([], []),
          timeOfUseRates: [
            rate('PEAK', [weekdays('16:00', '20:59')]),
            rate('SHOULDER', [
              weekdays('07:00', '15:59'),
              weekdays('21:00', '21:59'),
              {
                days: ['SAT', 'SUN'],
                startTime: '07:00',
                endTime: '09:59',
              },
              { days: ['SAT', 'SUN'], startTime: '15:00', endTime: '21:59' },
            ]),
            rate('SOLAR_SPONGE', [
              { days: ['SAT', 'SUN'], startTime: '10:00', endTime: '14:59' },
            ]),
            rate('OFF_PEAK', [everyDay('22:00', '06:59')]),
          ],
        },
      ],
    }),
  ),
);

describe('bandWindowsOfPlan (docs/household.md, Bands)', () => {
  it('reads each half-hour’s band from the plan’s own windows, day by day', () => {
    // Act
    const windows = bandWindowsOfPlan(threeRatePlan);
    // Assert
    expect(threeRatePlan.hasErrors).toBe(false);
    expect(windows?.source).toBe('the windows of your current plan, TST-BANDS');
    if (!windows) return;
    expect(bandAt(windows, THURSDAY, 31)).toBe('shoulder'); // 15:30
    expect(bandAt(windows, THURSDAY, 32)).toBe('peak'); // 16:00
    expect(bandAt(windows, THURSDAY, 41)).toBe('peak'); // 20:30
    expect(bandAt(windows, THURSDAY, 42)).toBe('shoulder'); // 21:00
    expect(bandAt(windows, THURSDAY, 44)).toBe('offPeak'); // 22:00
    expect(bandAt(windows, SATURDAY, 32)).toBe('shoulder'); // 16:00
    expect(windows.days[0]).not.toContain('peak'); // Sunday
  });

  it('bills a solar sponge window as off-peak', () => {
    const windows = bandWindowsOfPlan(threeRatePlan);
    expect(windows && bandAt(windows, SATURDAY, 24)).toBe('offPeak'); // 12:00
  });

  it('gives no windows for a plan with one rate at all times', () => {
    const flat = compilePlan(
      parsePlanDetail(
        planDocument('TST-FLAT', {
          pricingModel: 'SINGLE_RATE',
          tariffPeriod: [anytimePeriod()],
        }),
      ),
    );
    expect(bandWindowsOfPlan(flat)).toBeUndefined();
    expect(bandWindowsOfPlan({ ...flat, periods: [] })).toBeUndefined();
  });

  describe('a plan with seasons', () => {
    const twoSeasons = (winter: unknown) =>
      compilePlan(
        parsePlanDetail(
          planDocument('TST-SEASONS', {
            pricingModel: 'TIME_OF_USE',
            tariffPeriod: [
              peakOffPeakPeriod(
                [everyDay('07:00', '21:59')],
                [everyDay('22:00', '06:59')],
                { displayName: 'Summer', startDate: '12-01', endDate: '03-31' },
              ),
              winter,
            ],
          }),
        ),
      );
    // 2026-01-14 and 2026-07-15, both Wednesdays; half-hour 16 is 08:00.
    const JANUARY = 20_467;
    const JULY = 20_649;

    it('keeps one week when every season has the same windows', () => {
      const same = twoSeasons(
        peakOffPeakPeriod(
          [everyDay('07:00', '21:59')],
          [everyDay('22:00', '06:59')],
          { displayName: 'Winter', startDate: '04-01', endDate: '11-30' },
        ),
      );
      expect(bandWindowsOfPlan(same)?.seasons).toBeUndefined();
    });

    it('gives a season with one rate all day the first season’s windows', () => {
      const windows = bandWindowsOfPlan(
        twoSeasons({
          ...anytimePeriod(),
          displayName: 'Winter',
          startDate: '04-01',
          endDate: '11-30',
        }),
      );
      expect(windows && bandAt(windows, JANUARY, 16)).toBe('peak');
      expect(windows && bandAt(windows, JULY, 16)).toBe('peak');
    });

    it('reads each day’s band from its own season', () => {
      const windows = bandWindowsOfPlan(
        twoSeasons(
          peakOffPeakPeriod(
            [everyDay('12:00', '21:59')],
            [everyDay('22:00', '11:59')],
            { displayName: 'Winter', startDate: '04-01', endDate: '11-30' },
          ),
        ),
      );
      expect(windows && bandAt(windows, JANUARY, 16)).toBe('peak');
      expect(windows && bandAt(windows, JULY, 16)).toBe('offPeak');
    });
  });
});
