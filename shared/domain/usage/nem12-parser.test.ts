import { describe, expect, it } from 'vitest';
import { Nem12Parser, parseNem12, parseNem12Stream } from './nem12-parser.ts';
import { profileFromNem12 } from './nem12-profile.ts';
import { Nem12ParseError, qualityCounts } from './nem12-types.ts';

const values = (count: number, value: number) =>
  Array(count).fill(value).join(',');
const header = '100,NEM12,202501020300,MDP1,RETAILER';
const row300 = (
  date: string,
  count: number,
  value: number,
  quality = 'A',
  updated = '20250102030000',
) =>
  `300,${date},${values(count, value)},${quality},,,${updated},20250102040000`;

/** Half-hourly E1 import and B1 export for one NMI over two days. */
const solarFile = [
  header,
  '200,NMI0000001,E1B1,1,E1,N1,METER1,kWh,30,',
  row300('20250101', 48, 0.5),
  row300('20250102', 48, 0.25, 'V'),
  '400,1,20,F14,,',
  '400,21,48,A,,',
  '200,NMI0000001,E1B1,2,B1,N2,METER1,Wh,30,',
  row300('20250101', 48, 100),
  row300('20250102', 48, 200),
  '500,O,S01,20250102120000,',
  '900',
].join('\r\n');

describe('Nem12Parser', () => {
  it('reads E1 import and B1 export, converting Wh to kWh', () => {
    // Act
    const file = parseNem12(solarFile);
    const { profile, report } = profileFromNem12(file);
    // Assert
    expect(profile.days).toBe(2);
    expect(profile.intervalMinutes).toBe(30);
    expect(report.channels.map((c) => [c.suffix, c.role])).toEqual([
      ['E1', 'import'],
      ['B1', 'export'],
    ]);
    expect(report.channels[1]?.totalKwh).toBeCloseTo(14.4, 9);
    expect(profile.exportPerInterval?.[48]).toBeCloseTo(0.2, 12);
  });

  it('counts quality flags per interval, including 400 ranges', () => {
    const file = parseNem12(solarFile);
    const e1 = file.channels.find((c) => c.suffix === 'E1');
    expect(e1 && qualityCounts(e1)).toEqual({ A: 48 + 28, F: 20 });
  });

  it('gives the same result fed in small chunks, as from a stream', async () => {
    // Arrange
    async function* chunks() {
      for (let i = 0; i < solarFile.length; i += 7)
        yield solarFile.slice(i, i + 7);
    }
    // Act
    const file = await parseNem12Stream(chunks());
    // Assert
    expect(profileFromNem12(file).report.channels[0]?.totalKwh).toBe(36);
  });

  it('reads 5- and 15-minute data and sums to the coarser length', () => {
    const file = parseNem12(
      [
        header,
        '200,NMI0000002,E1B1,1,E1,N1,M,KWH,5,',
        row300('20250301', 288, 0.1),
        '200,NMI0000002,E1B1,2,B1,N2,M,KWH,15,',
        row300('20250301', 96, 0.3),
        '900',
      ].join('\n'),
    );
    const { profile } = profileFromNem12(file);
    expect(profile.intervalMinutes).toBe(15);
    expect(profile.importPerInterval[0]).toBeCloseTo(0.3, 12);
    expect(profile.exportPerInterval?.[95]).toBeCloseTo(0.3, 12);
  });

  it('keeps the latest revision of a day', () => {
    const file = parseNem12(
      [
        header,
        '200,NMI0000003,E1,1,E1,N1,M,kWh,30,',
        row300('20250101', 48, 1, 'A', '20250102000000'),
        row300('20250101', 48, 2, 'S14', '20250105000000'),
        row300('20250101', 48, 3, 'E52', '20250103000000'),
        '900',
      ].join('\n'),
    );
    expect(file.channels[0]?.days.get('2025-01-01')?.values[0]).toBe(2);
  });

  it('reports several meters and makes the caller choose one', () => {
    // Arrange
    const file = parseNem12(
      [
        header,
        '200,NMI000000A,E1,1,E1,N1,M,kWh,30,',
        row300('20250101', 48, 1),
        '200,NMI000000B,E1,1,E1,N1,M,kWh,30,',
        row300('20250101', 48, 2),
        '900',
      ].join('\n'),
    );
    // Act / Assert
    expect(file.nmis).toEqual(['NMI000000A', 'NMI000000B']);
    expect(() => profileFromNem12(file)).toThrow(
      /2 meters.*NMI000000A, NMI000000B/,
    );
    expect(
      profileFromNem12(file, { nmi: 'NMI000000B' }).profile
        .importPerInterval[0],
    ).toBe(2);
  });

  it('fills days missing inside the range with zeros and lists them', () => {
    const file = parseNem12(
      [
        header,
        '200,NMI0000004,E1,1,E1,N1,M,kWh,30,',
        row300('20250101', 48, 1),
        row300('20250103', 48, 1),
        '900',
      ].join('\n'),
    );
    const { profile, report } = profileFromNem12(file);
    expect(profile.days).toBe(3);
    expect(report.missingDays).toEqual(['2025-01-02']);
  });

  it.each([
    ['not NEM12', 'Date,kWh\n2025-01-01,1\n', 1, /not a NEM12 file/],
    [
      'a NEM13 header',
      '100,NEM13,202501010000,A,B\n900\n',
      1,
      /not a NEM12 file/,
    ],
    [
      'truncated (no 900)',
      `${header}\n200,N1,E1,1,E1,N1,M,kWh,30,\n${row300('20250101', 48, 1)}\n`,
      3,
      /900/,
    ],
    [
      'wrong value count',
      `${header}\n200,N1,E1,1,E1,N1,M,kWh,15,\n${row300('20250101', 48, 1)}\n900`,
      3,
      /96 values/,
    ],
    [
      '300 before 200',
      `${header}\n${row300('20250101', 48, 1)}\n900`,
      2,
      /before any 200/,
    ],
    [
      'bad interval length',
      `${header}\n200,N1,E1,1,E1,N1,M,kWh,20,\n900`,
      2,
      /interval length/,
    ],
    [
      'a non-numeric value',
      `${header}\n200,N1,E1,1,E1,N1,M,kWh,30,\n300,20250101,x,${values(47, 1)},A,,,,\n900`,
      3,
      /value 1/,
    ],
    [
      '400 out of range',
      `${header}\n200,N1,E1,1,E1,N1,M,kWh,30,\n${row300('20250101', 48, 1, 'V')}\n400,1,49,A,,\n900`,
      4,
      /1-48/,
    ],
    ['an empty file', '', 1, /empty/],
  ])('rejects %s, naming the line', (_name, text, line, message) => {
    // Act
    let caught: unknown;
    try {
      parseNem12(text);
    } catch (error) {
      caught = error;
    }
    // Assert
    expect(caught).toBeInstanceOf(Nem12ParseError);
    expect((caught as Nem12ParseError).line).toBe(line);
    expect((caught as Error).message).toMatch(message);
  });

  it('rejects data after the 900 record', () => {
    const parser = new Nem12Parser();
    expect(() =>
      parser.push(`${header}\n900\n200,N1,E1,1,E1,N1,M,kWh,30,\n`),
    ).toThrow(/line 3: data after the 900/);
  });
});
