import { describe, expect, it } from 'vitest';
import { compileDocument } from './fixtures/compile-document.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { dayGroupLabel, HALF_HOURS, tariffMap } from './tariff-map.ts';

const {
  planDocument,
  everyDay,
  weekdays,
  singleRatePeriod,
  anytimePeriod,
  peakOffPeakPeriod,
} = fixtures;
const WEEKEND = ['SAT', 'SUN'];

/** The rate name in each half-hour of a grid row. */
const namesOf = (
  grid: ReturnType<typeof tariffMap>['grids'][number],
  row = 0,
) =>
  (grid.rows[row]?.cells ?? []).map((cell) =>
    cell === null ? null : grid.rates[cell]?.name,
  );

/** The value, failing the test when it is missing. */
function found<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

/** Half-hour index of a clock time such as `07:30`. */
const at = (time: string) =>
  Number(time.slice(0, 2)) * 2 + (time.slice(3) === '30' ? 1 : 0);

/** Weekday peak 07:00-21:59 at 40 c; weekends all day off-peak at 20 c. */
const weekdayPeak = (season?: {
  displayName: string;
  startDate: string;
  endDate: string;
}) =>
  peakOffPeakPeriod(
    [weekdays('07:00', '21:59')],
    [
      weekdays('22:00', '06:59'),
      { days: WEEKEND, startTime: '00:00', endTime: '23:59' },
    ],
    { startDate: '01-01', endDate: '12-31', ...season },
  );

describe('tariffMap', () => {
  it('draws a time-of-use plan as weekday and weekend rows of half-hours, GST included', () => {
    const map = tariffMap(
      compileDocument(
        planDocument('TST-TOU-WE', {
          pricingModel: 'TIME_OF_USE',
          timeZone: 'AEST',
          tariffPeriod: [weekdayPeak()],
        }),
      ),
    );
    expect(map.layout).toBe('timeOfUse');
    const [grid] = map.grids;
    expect(grid?.kind).toBe('usage');
    expect(grid?.rows.map((r) => r.days)).toEqual(['Weekdays', 'Weekends']);
    expect(grid?.rates).toEqual([
      { name: 'Off peak', centsPerUnit: 22, unit: 'kWh', stepped: false },
      { name: 'Peak', centsPerUnit: 44, unit: 'kWh', stepped: false },
    ]);
    const weekday = namesOf(found(grid), 0);
    expect(weekday).toHaveLength(HALF_HOURS);
    expect(weekday[at('06:30')]).toBe('Off peak');
    expect(weekday[at('07:00')]).toBe('Peak');
    expect(weekday[at('21:30')]).toBe('Peak');
    expect(weekday[at('22:00')]).toBe('Off peak');
    expect(new Set(namesOf(found(grid), 1))).toEqual(new Set(['Off peak']));
    expect(map.blocks).toEqual([]);
  });

  it('shows a half-hour that a window starts inside with the rate covering most of it', () => {
    const map = tariffMap(
      compileDocument(
        planDocument('TST-TOU-ODD', {
          pricingModel: 'TIME_OF_USE',
          timeZone: 'AEST',
          tariffPeriod: [
            peakOffPeakPeriod(
              [everyDay('07:10', '21:59')],
              [everyDay('22:00', '07:09')],
            ),
          ],
        }),
      ),
    );
    const hours = namesOf(found(map.grids[0]));
    expect(hours[at('06:30')]).toBe('Off peak');
    expect(hours[at('07:00')]).toBe('Peak');
  });

  it('gives each season of a time-of-use plan its own grid', () => {
    const map = tariffMap(
      compileDocument(
        planDocument('TST-TOU-SEASONS', {
          pricingModel: 'TIME_OF_USE',
          timeZone: 'AEST',
          tariffPeriod: [
            weekdayPeak({
              displayName: 'Summer',
              startDate: '12-01',
              endDate: '03-31',
            }),
            {
              ...weekdayPeak({
                displayName: 'Rest',
                startDate: '04-01',
                endDate: '11-30',
              }),
              timeOfUseRates: [
                {
                  displayName: 'Anytime',
                  type: 'PEAK',
                  rates: [{ unitPrice: '0.30' }],
                  timeOfUse: [everyDay('00:00', '11:59')],
                },
                {
                  displayName: 'Solar soak',
                  type: 'OFF_PEAK',
                  rates: [{ unitPrice: '0.10' }],
                  timeOfUse: [everyDay('12:00', '23:59')],
                },
              ],
            },
          ],
        }),
      ),
    );
    expect(map.grids.map((g) => g.season)).toEqual(['Summer', 'Rest']);
    const rest = found(map.grids[1]);
    expect(rest.rows.map((r) => r.days)).toEqual(['Every day']);
    expect(namesOf(rest)[at('11:30')]).toBe('Anytime');
    expect(namesOf(rest)[at('12:00')]).toBe('Solar soak');
    expect(rest.rates.find((r) => r.name === 'Solar soak')?.centsPerUnit).toBe(
      11,
    );
  });

  it('lists a flat seasonal plan as blocks, one a season', () => {
    const map = tariffMap(compileDocument(fixtures.seasonal));
    expect(map.layout).toBe('flat');
    expect(map.grids).toEqual([]);
    expect(map.blocks.map((b) => [b.season, b.name, b.centsPerUnit])).toEqual([
      ['Summer', 'Anytime', 38.5],
      ['Rest', 'Anytime', 33],
    ]);
  });

  it('lists each step of a stepped plan as a block', () => {
    const map = tariffMap(compileDocument(fixtures.blockPerQuarter));
    expect(map.layout).toBe('stepped');
    expect(map.blocks.map((b) => [b.step, b.centsPerUnit])).toEqual([
      ['first 900 kWh a quarter', 33],
      ['over 900 kWh a quarter', 27.5],
    ]);
  });

  it('draws a controlled load whose price changes with the hours', () => {
    const map = tariffMap(
      compileDocument(
        planDocument('TST-CL-TIMED', {
          pricingModel: 'SINGLE_RATE_CONT_LOAD',
          timeZone: 'AEST',
          tariffPeriod: [anytimePeriod()],
          controlledLoad: [
            {
              displayName: 'Controlled load 1',
              rateBlockUType: 'timeOfUseRates',
              timeOfUseRates: [
                {
                  displayName: 'Off peak hot water',
                  type: 'OFF_PEAK',
                  dailySupplyCharge: '0.10',
                  rates: [{ unitPrice: '0.15' }],
                  timeOfUse: [everyDay('22:00', '06:59')],
                },
                {
                  displayName: 'Daytime boost',
                  type: 'PEAK',
                  rates: [{ unitPrice: '0.25' }],
                  timeOfUse: [everyDay('07:00', '21:59')],
                },
              ],
            },
          ],
        }),
      ),
    );
    expect(map.layout).toBe('flat');
    const grid = map.grids.find((g) => g.kind === 'controlledLoad');
    expect(grid?.rates.map((r) => r.centsPerUnit)).toEqual([16.5, 27.5]);
    const hours = namesOf(found(grid));
    expect(hours[at('23:00')]).toBe('Off peak hot water');
    expect(hours[at('12:00')]).toBe('Daytime boost');
    expect(map.blocks.map((b) => b.kind)).toEqual(['usage']);
  });

  it('lists an all-day controlled load as a block beside the usage rate', () => {
    const map = tariffMap(compileDocument(fixtures.controlledLoad));
    expect(map.blocks.map((b) => [b.kind, b.centsPerUnit])).toEqual([
      ['usage', 33],
      ['controlledLoad', 16.5],
    ]);
  });

  it('shades a demand window on weekdays only, priced per kW', () => {
    const map = tariffMap(compileDocument(fixtures.demand));
    const grid = map.grids.find((g) => g.kind === 'demand');
    expect(grid?.rates).toEqual([
      { name: 'Demand', centsPerUnit: 44, unit: 'kW a day', stepped: false },
    ]);
    expect(grid?.rows.map((r) => r.days)).toEqual(['Weekdays', 'Weekends']);
    const weekday = found(grid?.rows[0]).cells;
    expect(weekday[at('14:30')]).toBeNull();
    expect(weekday[at('15:00')]).toBe(0);
    expect(weekday[at('20:30')]).toBe(0);
    expect(weekday[at('21:00')]).toBeNull();
    expect(found(grid?.rows[1]).cells.every((c) => c === null)).toBe(true);
  });

  it('lists a feed-in that pays the same at every hour as blocks, step by step, without GST', () => {
    const map = tariffMap(compileDocument(fixtures.steppedFeedIn));
    const feedIn = map.blocks.filter((b) => b.kind === 'feedIn');
    expect(feedIn.map((b) => b.centsPerUnit)).toEqual([4.5, 1.5]);
    expect(feedIn.every((b) => b.step !== null)).toBe(true);
    expect(map.grids.some((g) => g.kind === 'feedIn')).toBe(false);
  });

  it('draws a time-varying feed-in without GST on the credit', () => {
    const map = tariffMap(
      compileDocument(
        planDocument('TST-FIT-TIMED', {
          pricingModel: 'SINGLE_RATE',
          timeZone: 'AEST',
          tariffPeriod: [singleRatePeriod('1.00', [{ unitPrice: '0.30' }])],
          solarFeedInTariff: [
            fixtures.retailerFeedIn('timeVaryingTariffs', [
              {
                displayName: 'Day',
                rates: [{ unitPrice: '0.05' }],
                timeVariations: [everyDay('10:00', '14:59')],
              },
              {
                displayName: 'Other times',
                rates: [{ unitPrice: '0.01' }],
                timeVariations: [everyDay('15:00', '09:59')],
              },
            ]),
          ],
        }),
      ),
    );
    const grid = map.grids.find((g) => g.kind === 'feedIn');
    expect(grid?.rates.map((r) => r.centsPerUnit).sort()).toEqual([1, 5]);
    const day = found(grid).rates.findIndex((r) => r.centsPerUnit === 5);
    expect(found(grid?.rows[0]).cells[at('12:00')]).toBe(day);
    expect(found(grid?.rows[0]).cells[at('16:00')]).not.toBe(day);
  });
});

describe('dayGroupLabel', () => {
  it('names the usual groups and lists other days from Monday', () => {
    expect(dayGroupLabel([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(dayGroupLabel([1, 2, 3, 4, 5])).toBe('Weekdays');
    expect(dayGroupLabel([6, 0])).toBe('Weekends');
    expect(dayGroupLabel([0, 1])).toBe('Mon, Sun');
  });
});
