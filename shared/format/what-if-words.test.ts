import { describe, expect, it } from 'vitest';
import { whatIfWords, yearlyDifference } from './what-if-words.ts';

describe('whatIfWords', () => {
  it('names every change with its size, in the order of the form', () => {
    expect(
      whatIfWords({
        solar: { kw: 6.6 },
        battery: { usableKwh: 13.5 },
        ev: { kmPerYear: 12000, charging: 'midday' },
        loadShift: { eveningShare: 0.3 },
      }),
    ).toBe(
      '6.6 kW of solar, a 13.5 kWh battery, an electric car driven 12,000 km a year, charged at midday and 30 % of evening use moved to the middle of the day',
    );
  });

  it('names one change alone, an EV charging as the API defaults it', () => {
    expect(whatIfWords({ ev: { kmPerYear: 8000 } })).toBe(
      'an electric car driven 8,000 km a year, charged overnight',
    );
  });
});

describe('yearlyDifference', () => {
  it('says less for a saving and more for a rise', () => {
    expect(yearlyDifference(-120)).toBe('$120 a year less');
    expect(yearlyDifference(40)).toBe('$40 a year more');
  });
});
