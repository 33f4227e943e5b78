import { describe, expect, it } from 'vitest';
import { Nem12Parser } from './nem12-parser.ts';
import { profileFromNem12 } from './nem12-profile.ts';
import { typicalHouseholdProfile } from './typical-shape.ts';
import { usageChartData } from './usage-chart-data.ts';
import { createUsageProfile } from './usage-profile.ts';

const day = (date: string, value: (halfHour: number) => number) =>
  `300,${date},${Array.from({ length: 48 }, (_, i) => value(i)).join(',')},A,,,20250402120000,20250402130000`;

/** 31 Jan and 2 Feb read, 1 Feb missing: E1 1 kWh a half-hour, B1 at noon. */
const gapFile = [
  '100,NEM12,202504021200,MDP1,RETAILER1',
  '200,6305000003,E1B1,1,E1,N1,METER1,kWh,30,20250401',
  day('20250131', () => 1),
  day('20250202', () => 1),
  '200,6305000003,E1B1,1,B1,N1,METER1,kWh,30,20250401',
  day('20250131', (i) => (i === 24 ? 2 : 0)),
  day('20250202', (i) => (i === 24 ? 2 : 0)),
  '900',
].join('\n');

function parse(text: string) {
  const parser = new Nem12Parser();
  parser.push(text);
  return profileFromNem12(parser.end());
}

describe('usageChartData', () => {
  it('leaves a NEM12 file’s missing day out of the averages, never as zero', () => {
    // Arrange
    const { profile, report } = parse(gapFile);
    // Act
    const data = usageChartData(profile, report.missingDays);
    // Assert
    expect(report.missingDays).toEqual(['2025-02-01']);
    expect(data.missingDays).toBe(1);
    const [summer] = data.seasons;
    expect(summer?.days).toBe(2);
    // Two half-hours of 1 kWh an hour; a zero day would have halved it.
    expect(summer?.hours[0]?.importKwh).toBe(2);
    expect(summer?.hours[12]?.exportKwh).toBe(2);
    expect(summer?.hours[12]?.controlledLoadKwh).toBeNull();
  });

  it('totals each month and marks a month with no readings as null', () => {
    // Arrange
    const { profile } = parse(gapFile);
    // Act
    const data = usageChartData(profile, ['2025-02-01', '2025-02-02']);
    // Assert
    expect(data.months).toEqual([
      {
        month: '2025-01',
        label: 'Jan 2025',
        daysWithData: 1,
        days: 1,
        calendarDays: 31,
        importKwh: 48,
        exportKwh: 2,
        controlledLoadKwh: null,
      },
      {
        month: '2025-02',
        label: 'Feb 2025',
        daysWithData: 0,
        days: 2,
        calendarDays: 28,
        importKwh: null,
        exportKwh: null,
        controlledLoadKwh: null,
      },
    ]);
  });

  it('shows a season that falls wholly in a gap, with every hour null', () => {
    // Arrange: 28 Feb (summer) read, 1 Mar (autumn) missing.
    const profile = createUsageProfile({
      startDate: '2025-02-28',
      intervalMinutes: 30,
      importPerInterval: new Float64Array(96).fill(0.5),
    });
    // Act
    const data = usageChartData(profile, ['2025-03-01']);
    // Assert
    expect(data.seasons.map((s) => [s.season, s.days])).toEqual([
      ['Summer', 1],
      ['Autumn', 0],
    ]);
    expect(data.seasons[1]?.hours.every((h) => h.importKwh === null)).toBe(
      true,
    );
  });

  it('averages controlled load apart from general use when metered apart', () => {
    // Arrange
    const load = new Float64Array(48);
    load[0] = 3;
    const profile = createUsageProfile({
      startDate: '2025-07-01',
      intervalMinutes: 30,
      importPerInterval: new Float64Array(48).fill(0.25),
      controlledLoadPerInterval: load,
    });
    // Act
    const data = usageChartData(profile);
    // Assert
    expect(data.hasControlledLoad).toBe(true);
    expect(data.hasExport).toBe(false);
    expect(data.seasons[0]?.season).toBe('Winter');
    expect(data.seasons[0]?.hours[0]).toEqual({
      hour: 0,
      importKwh: 0.5,
      exportKwh: null,
      controlledLoadKwh: 3,
    });
  });

  it('draws a typical year in four seasons and twelve months adding up to the year', () => {
    // Arrange
    const profile = typicalHouseholdProfile(3650, '2025-01-01');
    // Act
    const data = usageChartData(profile);
    // Assert
    expect(data.seasons.map((s) => s.season)).toEqual([
      'Summer',
      'Autumn',
      'Winter',
      'Spring',
    ]);
    expect(data.months).toHaveLength(12);
    const year = data.months.reduce((sum, m) => sum + (m.importKwh ?? 0), 0);
    expect(year).toBeCloseTo(3650, 1);
    // The typical shape peaks in the evening (6 pm) in every season.
    const winter = data.seasons[2]?.hours ?? [];
    const peak = winter.reduce((a, b) =>
      (b.importKwh ?? 0) > (a.importKwh ?? 0) ? b : a,
    );
    expect(peak.hour).toBe(18);
  });
});
