import { describe, expect, it } from 'vitest';
import {
  nameFoundIn,
  nameMatches,
  nameWords,
  sameRetailer,
} from './plan-names.ts';

describe('nameWords', () => {
  it('sets aside case, accents, punctuation and noise words', () => {
    expect(nameWords('Énergie & Co. Pty Ltd — Go-Variable 10%')).toEqual([
      'energie',
      'and',
      'co',
      'go',
      'variable',
      '10%',
    ]);
  });
});

describe('sameRetailer', () => {
  it('meets with or without "Energy" and in any case', () => {
    expect(sameRetailer('Origin Energy', 'origin')).toBe(true);
    expect(sameRetailer('Red Energy', 'RED ENERGY PTY LTD')).toBe(true);
  });

  it('keeps different retailers apart, and never matches an empty name', () => {
    expect(sameRetailer('Red Energy', 'Origin Energy')).toBe(false);
    expect(sameRetailer('Energy', 'energy')).toBe(false);
  });
});

describe('nameMatches', () => {
  it('finds a plan by the starts of its words, in any order', () => {
    expect(nameMatches('Go Variable Saver', 'saver go')).toBe(true);
    expect(nameMatches('Go Variable Saver', 'var')).toBe(true);
    expect(nameMatches('Go Variable Saver', 'fixed')).toBe(false);
  });

  it('lets an empty search match every plan', () => {
    expect(nameMatches('Anything', '  ')).toBe(true);
  });
});

describe('nameFoundIn', () => {
  const bill =
    'Tax invoice\nORIGIN ENERGY PTY LTD\nYour plan: Go-Variable Saver (Residential)\nAmount due $312.40';

  it('finds the retailer and the longest plan name a bill names', () => {
    expect(nameFoundIn(bill, ['AGL', 'Origin Energy'])).toBe('Origin Energy');
    expect(
      nameFoundIn(bill, ['Go Variable', 'Go Variable Saver', 'Go Fixed']),
    ).toBe('Go Variable Saver');
  });

  it('finds nothing when only part of a name is there', () => {
    expect(nameFoundIn(bill, ['Go Variable Saver Plus', 'Red Energy'])).toBe(
      undefined,
    );
    expect(nameFoundIn(bill, ['Energy'])).toBeUndefined();
  });
});
