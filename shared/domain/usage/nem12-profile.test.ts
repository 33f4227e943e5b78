import { describe, expect, it } from 'vitest';
import { parseNem12 } from './nem12-parser.ts';
import { Nem12ProfileError, profileFromNem12 } from './nem12-profile.ts';

const header = '100,NEM12,202501020300,MDP1,RETAILER';
const values = (count: number, value: number) =>
  Array(count).fill(value).join(',');
const row300 = (date: string, count: number, value: number) =>
  `300,${date},${values(count, value)},A,,,20250102030000,20250102040000`;
const file = (...lines: string[]) =>
  parseNem12([header, ...lines, '900'].join('\n'));
const channel200 = (nmi: string, suffix: string, unit: string, minutes = 30) =>
  `200,${nmi},E1E2B1Q1,1,${suffix},N1,METER1,${unit},${minutes},`;

describe('profileFromNem12 channel roles', () => {
  it('uses E2 as controlled load and ignores K and non-energy channels', () => {
    // Arrange: E1 0.5, E2 0.2, K1 (kWh but not E or B) and Q1 in kVArh
    const nem12 = file(
      channel200('NMI0000001', 'E1', 'kWh'),
      row300('20250101', 48, 0.5),
      channel200('NMI0000001', 'E2', 'kWh'),
      row300('20250101', 48, 0.2),
      channel200('NMI0000001', 'K1', 'kWh'),
      row300('20250101', 48, 9),
      channel200('NMI0000001', 'Q1', 'kVArh'),
      row300('20250101', 48, 7),
    );
    // Act
    const { profile, report } = profileFromNem12(nem12);
    // Assert: 48 × 0.2 = 9.6 kWh of controlled load; Q1 keeps its own unit
    expect(report.channels.map((c) => [c.suffix, c.role, c.unit])).toEqual([
      ['E1', 'import', 'KWH'],
      ['E2', 'controlledLoad', 'KWH'],
      ['K1', 'ignored', 'KWH'],
      ['Q1', 'ignored', 'KVARH'],
    ]);
    expect(profile.controlledLoadPerInterval?.[0]).toBe(0.2);
    expect(report.channels[1]?.totalKwh).toBeCloseTo(9.6, 12);
    expect(profile.exportPerInterval).toBeUndefined();
  });

  it('takes controlled-load suffixes from the options', () => {
    // Arrange
    const nem12 = file(
      channel200('NMI0000001', 'E1', 'kWh'),
      row300('20250101', 48, 0.5),
      channel200('NMI0000001', 'E2', 'kWh'),
      row300('20250101', 48, 0.2),
    );
    // Act
    const { profile } = profileFromNem12(nem12, { controlledLoadSuffixes: [] });
    // Assert: E2 is summed into general use: 0.5 + 0.2
    expect(profile.importPerInterval[0]).toBeCloseTo(0.7, 12);
    expect(profile.controlledLoadPerInterval).toBeUndefined();
  });

  it('sums 1-minute data into 5-minute intervals', () => {
    // Arrange: 1440 values of 0.01 kWh
    const nem12 = file(
      channel200('NMI0000001', 'E1', 'kWh', 1),
      row300('20250101', 1440, 0.01),
    );
    // Act
    const { profile } = profileFromNem12(nem12);
    // Assert: 5 × 0.01 = 0.05 kWh in each of 288 intervals
    expect(profile.intervalMinutes).toBe(5);
    expect(profile.importPerInterval).toHaveLength(288);
    expect(profile.importPerInterval[287]).toBeCloseTo(0.05, 12);
  });
});

describe('profileFromNem12 errors', () => {
  it.each([
    [
      'an NMI that is not in the file',
      file(channel200('NMI0000001', 'E1', 'kWh'), row300('20250101', 48, 1)),
      { nmi: 'NMI0000009' },
      'NMI NMI0000009 is not in the file (found NMI0000001)',
    ],
    ['a file with no meters', file(), {}, 'the file has no meters'],
    [
      'a meter with only export',
      file(channel200('NMI0000001', 'B1', 'kWh'), row300('20250101', 48, 1)),
      {},
      'NMI NMI0000001 has no kWh import (E) channel',
    ],
    [
      'an import channel without interval data',
      file(channel200('NMI0000001', 'E1', 'kWh')),
      {},
      'NMI NMI0000001 has no interval (300) records',
    ],
  ])('rejects %s', (_name, nem12, options, message) => {
    // Act / Assert
    const build = () => profileFromNem12(nem12, options);
    expect(build).toThrow(Nem12ProfileError);
    expect(build).toThrow(message);
  });
});
