import { describe, expect, it } from 'vitest';
import { BILL_NOTES, billNamesOf, billNote, billReadingOf } from './read-bill';

describe('billNote', () => {
  it('says whether the figures were all, partly or not found', () => {
    // Arrange
    const all = { amountDollars: 1, days: 2, kwh: 3 };
    // Act / Assert
    expect(billNote('text', all)).toBe(BILL_NOTES.all);
    expect(billNote('text', { days: 90 })).toBe(BILL_NOTES.some);
    expect(billNote('text', {})).toBe(BILL_NOTES.none);
  });

  it('tells a scan with no text layer apart', () => {
    expect(billNote('', {})).toMatch(/^This PDF has no text we can read/);
  });
});

describe('billNamesOf', () => {
  it('keeps the listed retailer a bill names, with its text', () => {
    const text = 'Tax invoice RED ENERGY PTY LTD Plan: Living Energy Saver';
    expect(billNamesOf(text)).toEqual({ retailer: 'Red Energy', text });
  });

  it('names nothing when no listed retailer is in the text', () => {
    expect(billNamesOf('Tax invoice from a small retailer')).toBeUndefined();
  });
});

describe('billReadingOf', () => {
  const period = { from: '2026-01-01', to: '2026-03-31', days: 90 };

  it('takes the bands the bill prints, with its period', () => {
    const bands = { peakKwh: 400, controlledLoadKwh: 120 };
    expect(billReadingOf({ period, days: 90, kwh: 900, bands })).toEqual({
      period,
      days: 90,
      bands,
    });
  });

  it('takes a total with nothing beside it as the general use', () => {
    expect(billReadingOf({ days: 30, kwh: 412 })).toEqual({
      days: 30,
      bands: { generalKwh: 412 },
    });
  });

  it('gives nothing for a bill that prints no kWh', () => {
    expect(billReadingOf({ amountDollars: 100, period })).toBeUndefined();
  });
});
