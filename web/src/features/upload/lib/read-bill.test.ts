import { describe, expect, it } from 'vitest';
import { BILL_NOTES, billNamesOf, billNote } from './read-bill';

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
