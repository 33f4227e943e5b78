import { describe, expect, it } from 'vitest';
import {
  referencePriceFileProblems,
  referencePricesOfFile,
} from './reference-price-file.ts';

const entry = {
  name: 'Victorian Default Offer',
  network: 'CitiPower',
  customerType: 'Residential',
  controlledLoad: false,
  financialYear: '2025-26',
  annualPriceIncGst: 1546,
  modelAnnualKwh: 4000,
  source: 'ESC, VDO 2025-26 final decision, May 2025',
};
const fileOf = (prices: unknown[]) =>
  JSON.stringify({ updated: '2026-11-27', prices }, null, 2);
// Each entry of fileOf spans 10 lines; the first opens on line 4.
const JEMENA = { ...entry, network: 'Jemena', annualPriceIncGst: 1638 };

describe('the reference-price file', () => {
  it('accepts well-formed figures', () => {
    expect(referencePriceFileProblems(fileOf([entry, JEMENA]))).toEqual([]);
  });

  it('names the line of an entry without a source', () => {
    const { source: _gone, ...sourceless } = JEMENA;
    expect(referencePriceFileProblems(fileOf([entry, sourceless]))).toEqual([
      'line 14: entry 2 (Jemena 2025-26) source: source is required',
    ]);
  });

  it('names the line of a negative price', () => {
    expect(
      referencePriceFileProblems(
        fileOf([entry, { ...JEMENA, annualPriceIncGst: -1638 }]),
      ),
    ).toEqual([
      'line 14: entry 2 (Jemena 2025-26) annualPriceIncGst: must not be negative',
    ]);
  });

  it('names the line of a second figure for one zone, customer type and year', () => {
    const text = fileOf([entry, JEMENA, { ...entry, annualPriceIncGst: 1 }]);
    expect(referencePriceFileProblems(text)).toEqual([
      'line 24: entry 3 (CitiPower 2025-26) financialYear: overlaps entry 1: CitiPower, Residential, 2025-26 has one figure',
    ]);
    expect(text.split('\n')[23]).toBe('    {');
  });

  it('names every wrong line of a file at once, an overlap among them', () => {
    const { source: _gone, ...sourceless } = JEMENA;
    const text = fileOf([
      entry,
      sourceless,
      { ...entry, annualPriceIncGst: 1 },
      { ...JEMENA, network: 'Powercor', annualPriceIncGst: -1 },
    ]);
    expect(referencePriceFileProblems(text)).toEqual([
      'line 14: entry 2 (Jemena 2025-26) source: source is required',
      'line 23: entry 3 (CitiPower 2025-26) financialYear: overlaps entry 1: CitiPower, Residential, 2025-26 has one figure',
      'line 33: entry 4 (Powercor 2025-26) annualPriceIncGst: must not be negative',
    ]);
  });

  it('counts lines past braces inside sources', () => {
    const braces = { ...entry, source: 'ESC {final} [May 2025] "quoted"' };
    expect(
      referencePriceFileProblems(fileOf([braces, { ...JEMENA, source: '' }])),
    ).toEqual(['line 14: entry 2 (Jemena 2025-26) source: source is required']);
  });

  it('refuses text that is not JSON or a file without a date', () => {
    expect(referencePriceFileProblems('{ "prices": [')[0]).toMatch(
      /^not JSON: /,
    );
    expect(referencePriceFileProblems(JSON.stringify({ prices: [] }))).toEqual([
      'updated: Invalid input: expected string, received undefined',
    ]);
  });

  it('loads the figures of a good file and refuses a bad one naming the entry', () => {
    expect(
      referencePricesOfFile({ updated: '2026-11-27', prices: [entry] }, 'f'),
    ).toEqual([entry]);
    expect(() =>
      referencePricesOfFile(
        { updated: '2026-11-27', prices: [{ ...entry, source: '' }] },
        'data/reference-prices.json',
      ),
    ).toThrow(
      'data/reference-prices.json is refused (docs/settings.md, Reference prices):\n  entry 1 (CitiPower 2025-26) source: source is required',
    );
    expect(() => referencePricesOfFile({ prices: [] }, 'f')).toThrow(
      /f is refused/,
    );
  });
});
