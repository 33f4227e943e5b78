import { describe, expect, it } from 'vitest';
import { leadScore, leadScoreBand } from './lead-score.ts';

describe('leadScore', () => {
  it('gives an anonymous inquiry with nothing known the base 20', () => {
    expect(leadScore({ phone: 'Not provided' })).toBe(20);
    expect(leadScore({})).toBe(20);
  });

  it('adds usage, bill, phone and savings', () => {
    expect(
      leadScore({
        monthlyUsage: 350,
        monthlyBill: 120,
        phone: '0400 111 222',
        estimatedSavings: 640,
      }),
    ).toBe(100);
    expect(
      leadScore({
        monthlyUsage: 350,
        phone: '0400 111 222',
        estimatedSavings: 500,
      }),
    ).toBe(80);
  });

  it.each([
    [0, 0],
    [1, 5],
    [199, 5],
    [200, 10],
    [499, 10],
    [500, 15],
  ])('scores savings of $%d a year as +%d', (savings, extra) => {
    expect(leadScore({ estimatedSavings: savings }) - 20).toBe(extra);
  });

  it('ignores a usage or bill of zero, negative or not a number', () => {
    expect(leadScore({ monthlyUsage: 0, monthlyBill: Number.NaN })).toBe(20);
    expect(leadScore({ monthlyUsage: -3, monthlyBill: null })).toBe(20);
  });
});

describe('leadScoreBand', () => {
  it.each([
    [undefined, 'Unscored'],
    [null, 'Unscored'],
    [Number.NaN, 'Unscored'],
    [100, 'High'],
    [80, 'High'],
    [79, 'Medium'],
    [60, 'Medium'],
    [59, 'Low'],
    [0, 'Low'],
  ])('shows %s as %s', (score, band) => {
    expect(leadScoreBand(score)).toBe(band);
  });
});
