import { describe, expect, it } from 'vitest';
import { parseNem12 } from './nem12-parser.ts';
import { Nem12ParseError, qualityCounts } from './nem12-types.ts';

const header = '100,NEM12,202501020300,MDP1,RETAILER';
const channel = '200,NMI0000001,E1,1,E1,N1,METER1,kWh,30,';
const values = (count: number, value: number) =>
  Array(count).fill(value).join(',');
const row300 = (
  quality: string,
  updated: string,
  value = 1,
  date = '20250101',
) => `300,${date},${values(48, value)},${quality},,,${updated},20250102040000`;

function parseError(lines: readonly string[]): Nem12ParseError {
  try {
    parseNem12(lines.join('\n'));
  } catch (error) {
    if (error instanceof Nem12ParseError) return error;
  }
  throw new Error('expected a Nem12ParseError');
}

describe('Nem12Parser records', () => {
  it('skips blank lines and tolerates a header without participants', () => {
    // Arrange: MSATSLoadDateTime left off the 300 record (48 + 6 fields)
    const text = [
      '100,NEM12',
      '',
      channel,
      '   ',
      `300,20250101,${values(48, 1)},A,,,20250102030000`,
      '900',
    ].join('\n');
    // Act
    const file = parseNem12(text);
    // Assert
    expect(file).toMatchObject({
      fromParticipant: '',
      toParticipant: '',
      createdAt: '',
      nmis: ['NMI0000001'],
    });
    expect(file.channels[0]?.days.get('2025-01-01')?.updatedAt).toBe(
      '20250102030000',
    );
  });

  it('converts MWh to kWh', () => {
    // Act
    const file = parseNem12(
      [
        header,
        channel.replace('kWh', 'MWh'),
        row300('A', '', 0.002),
        '900',
      ].join('\n'),
    );
    // Assert: 0.002 MWh × 1000 = 2 kWh
    expect(file.channels[0]?.unit).toBe('KWH');
    expect(file.channels[0]?.days.get('2025-01-01')?.values[0]).toBe(2);
  });

  it('ignores 400 records of a revision older than the one kept', () => {
    // Arrange: the newer V day has 1-48 actual; an older V revision follows
    const text = [
      header,
      channel,
      row300('V', '20250105000000', 2),
      '400,1,48,A,,',
      row300('V', '20250103000000', 3),
      '400,1,48,F14,,',
      '900',
    ].join('\n');
    // Act
    const day = parseNem12(text).channels[0]?.days.get('2025-01-01');
    // Assert
    expect(day?.values[0]).toBe(2);
    expect(day?.events).toEqual([[1, 48, 'A']]);
  });

  it('counts intervals of a V day that no 400 record covers as V', () => {
    // Arrange: only intervals 1-10 are given a quality (E52)
    const file = parseNem12(
      [header, channel, row300('V', ''), '400,1,10,E52,,', '900'].join('\n'),
    );
    const [e1] = file.channels;
    // Act
    const counts = e1 && qualityCounts(e1);
    // Assert: 10 estimated, 48 − 10 = 38 still V
    expect(counts).toEqual({ E: 10, V: 38 });
  });
});

describe('Nem12Parser errors', () => {
  it.each([
    [
      'an unknown record type',
      [header, '250,X', '900'],
      2,
      /unknown record type "250"/,
    ],
    [
      'a 200 record without a suffix',
      [header, '200,NMI0000001', '900'],
      2,
      /200 record needs NMI and suffix/,
    ],
    [
      'a 400 record after a day whose quality is not V',
      [header, channel, row300('A', ''), '400,1,48,A,,', '900'],
      4,
      /400 record follows a 300 record whose quality is not V/,
    ],
    [
      'a 400 record without a quality',
      [header, channel, row300('V', ''), '400,1,48', '900'],
      4,
      /400 record range 1-48 is not within 1-48/,
    ],
    [
      'a 300 record without QualityMethod',
      [header, channel, row300('', ''), '900'],
      3,
      /300 record has no QualityMethod/,
    ],
    [
      'a 300 record with a malformed date',
      [header, channel, row300('A', '', 1, '2025011'), '900'],
      3,
      /interval date "2025011" is not CCYYMMDD/,
    ],
  ])('rejects %s, naming the line', (_name, lines, line, message) => {
    // Act
    const error = parseError(lines);
    // Assert
    expect(error.line).toBe(line);
    expect(error.message).toMatch(message);
  });
});
