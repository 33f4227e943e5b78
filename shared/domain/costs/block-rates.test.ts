import { describe, expect, it } from 'vitest';
import {
  blockCost,
  emptyStepSums,
  nominalPeriodDays,
  parseBlockPeriod,
  toBlockRate,
} from './block-rates.ts';
import { periodPhrase, stepPhrases } from './labels.ts';

describe('parseBlockPeriod', () => {
  it('reads an ISO duration and falls back when none is given', () => {
    // Act
    const quarter = parseBlockPeriod('P3M', 'P1Y');
    const fallback = parseBlockPeriod(undefined, 'P1Y');
    // Assert
    expect(quarter).toEqual({ unit: 'M', count: 3, key: 'P3M' });
    expect(fallback).toEqual({ unit: 'Y', count: 1, key: 'P1Y' });
  });

  it.each(['P0D', 'P1H', '1D'])('refuses %s', (text) => {
    // Act / Assert
    expect(() => parseBlockPeriod(text, 'P1Y')).toThrow(
      new RangeError(`unsupported period ${text}`),
    );
  });
});

describe('nominalPeriodDays', () => {
  it.each([
    ['P2D', 2],
    ['P2W', 14],
    ['P3M', 91.25],
    ['P2Y', 730],
  ])('gives %s %d days', (text, days) => {
    // Act / Assert: D × 1, W × 7, M × 365 / 12, Y × 365
    expect(nominalPeriodDays(parseBlockPeriod(text, 'P1Y'))).toBe(days);
  });
});

describe('toBlockRate and blockCost', () => {
  it('prices use beyond the last bounded step at that step', () => {
    // Arrange: 5 kWh a day at 10 c, then 5 kWh at 20 c; no open-ended step
    const rate = toBlockRate(
      [
        { unitPrice: 0.1, volume: 5 },
        { unitPrice: 0.2, volume: 5 },
      ],
      parseBlockPeriod('P1D', 'P1Y'),
    );
    const sums = emptyStepSums(rate);
    // Act
    const cost = blockCost(rate, 12, 1, sums);
    // Assert: 5 × 0.10 + 7 × 0.20 = 1.90
    expect(rate).toMatchObject({ volumes: [5, 5], stepped: true });
    expect(cost).toBeCloseTo(1.9, 12);
    expect([...sums]).toEqual([5, 7]);
  });

  it('ignores steps after the first open-ended one', () => {
    // Act
    const rate = toBlockRate(
      [{ unitPrice: 0.3 }, { unitPrice: 0.2, volume: 5 }],
      parseBlockPeriod('P1Y', 'P1Y'),
    );
    // Assert
    expect(rate).toMatchObject({
      pricesDollars: [0.3],
      volumes: [Number.POSITIVE_INFINITY],
      stepped: false,
    });
  });

  it('treats a single bounded step as stepped', () => {
    // Act
    const rate = toBlockRate(
      [{ unitPrice: 0.3, volume: 100 }],
      parseBlockPeriod('P1M', 'P1Y'),
    );
    // Assert
    expect(rate.stepped).toBe(true);
  });
});

describe('step labels', () => {
  it('writes fractional volumes with two decimals and counts weeks', () => {
    // Arrange: 6.85 kWh every 2 weeks, then the rest
    const rate = toBlockRate(
      [{ unitPrice: 0.2, volume: 6.85 }, { unitPrice: 0.25 }],
      parseBlockPeriod('P2W', 'P1Y'),
    );
    // Act
    const phrases = stepPhrases(rate, 'KWH');
    // Assert
    expect(periodPhrase(rate.period)).toBe('every 2 weeks');
    expect(phrases).toEqual([
      'first 6.85 kWh every 2 weeks',
      'over 6.85 kWh every 2 weeks',
    ]);
  });
});
