import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+61400111222', "'+61400111222"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises a formula: %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('quotes commas, quotes and line breaks, leaves plain text alone', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('jo@example.com')).toBe('jo@example.com');
  });

  it('writes nothing for null and undefined, text for numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Email', 'Name'],
        [
          ['a@example.com', 'A'],
          ['b@example.com', '=cmd'],
        ],
      ),
    ).toBe("Email,Name\r\na@example.com,A\r\nb@example.com,'=cmd\r\n");
  });
});
