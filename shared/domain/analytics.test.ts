import { describe, expect, it } from 'vitest';
import {
  analyticsWindow,
  conversionRate,
  countPeople,
  formatPercent,
  growthRate,
} from './analytics.ts';

describe('conversionRate', () => {
  it('counts each person once: people who switched ÷ people with a lead', () => {
    const count = countPeople({
      inquiries: ['alex', 'sam'],
      callbacks: ['alex', 'jo', 'kim'],
      switches: ['alex', 'alex'],
    });
    expect(count).toEqual({ people: 4, converted: 1 });
    expect(conversionRate(count)).toBe(25);
    expect(conversionRate({ people: 3, converted: 1 })).toBe(33.33);
  });

  it('is 0 with nobody', () => {
    expect(conversionRate({ people: 0, converted: 0 })).toBe(0);
  });
});

describe('growthRate', () => {
  it('compares this period with the previous one', () => {
    expect(growthRate(15, 10)).toBe(50);
    expect(growthRate(5, 10)).toBe(-50);
    expect(growthRate(2, 3)).toBe(-33.33);
  });

  it('is undefined (null) when the previous period had no leads', () => {
    expect(growthRate(4, 0)).toBeNull();
  });
});

describe('analyticsWindow', () => {
  it('returns this period and the equal one before it', () => {
    const now = new Date('2025-03-31T00:00:00.000Z');
    expect(analyticsWindow(30, now)).toEqual({
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-03-31T00:00:00.000Z',
      previousFrom: '2025-01-30T00:00:00.000Z',
    });
  });
});

describe('formatPercent', () => {
  it('shows two decimals, N/A for null', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(null)).toBe('N/A');
  });
});
