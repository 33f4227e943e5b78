import { describe, expect, it } from 'vitest';
import shipped from '../../data/reference-prices.json' with { type: 'json' };
import { AUSGRID_2025_26 } from './fixtures/reference-prices.ts';
import { referencePriceProblems } from './reference-prices.ts';

const entry = AUSGRID_2025_26;
const energex = { ...entry, network: 'Energex', annualPriceIncGst: 2143 };

describe('a reference-price list', () => {
  it('accepts the shipped file', () => {
    expect(referencePriceProblems(shipped.prices)).toEqual([]);
  });

  it('refuses an entry without a source, naming the entry', () => {
    const { source: _none, ...sourceless } = energex;
    expect(referencePriceProblems([entry, sourceless])).toEqual([
      'entry 2 (Energex 2025-26) source: source is required',
    ]);
    expect(referencePriceProblems([{ ...entry, source: '  ' }])).toEqual([
      'entry 1 (Ausgrid 2025-26) source: source is required',
    ]);
  });

  it('refuses a negative price, naming the entry', () => {
    expect(
      referencePriceProblems([entry, { ...energex, annualPriceIncGst: -1 }]),
    ).toEqual([
      'entry 2 (Energex 2025-26) annualPriceIncGst: must not be negative',
    ]);
  });

  it('refuses two figures for one zone, customer type and year, naming the later entry', () => {
    expect(
      referencePriceProblems([entry, energex, { ...entry, source: 'again' }]),
    ).toEqual([
      'entry 3 (Ausgrid 2025-26) financialYear: overlaps entry 1: Ausgrid, Residential, 2025-26 has one figure',
    ]);
    // Another year, customer type or controlled load is another figure.
    expect(
      referencePriceProblems([
        entry,
        { ...entry, financialYear: '2026-27' },
        { ...entry, controlledLoad: true },
        { ...entry, customerType: 'Business' },
      ]),
    ).toEqual([]);
  });

  it('names an overlap alongside the other problems of the list', () => {
    const { source: _none, ...sourceless } = energex;
    expect(
      referencePriceProblems([
        entry,
        sourceless,
        { ...entry, source: 'again' },
        { ...energex, network: 'Jemena', annualPriceIncGst: -1 },
      ]),
    ).toEqual([
      'entry 2 (Energex 2025-26) source: source is required',
      'entry 3 (Ausgrid 2025-26) financialYear: overlaps entry 1: Ausgrid, Residential, 2025-26 has one figure',
      'entry 4 (Jemena 2025-26) annualPriceIncGst: must not be negative',
    ]);
  });

  it('refuses a year that is not a financial year', () => {
    expect(
      referencePriceProblems([{ ...entry, financialYear: '2025-27' }]),
    ).toEqual([
      'entry 1 (Ausgrid 2025-27) financialYear: must be two consecutive years, like 2025-26',
    ]);
  });

  it('names the list itself when it is not a list', () => {
    expect(referencePriceProblems({ prices: [] })).toHaveLength(1);
  });
});
