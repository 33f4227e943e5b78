import { describe, expect, it } from 'vitest';
import { plansForMarket } from './market-option.ts';

const now = new Date('2026-11-24T19:00:00Z');

describe('plansForMarket', () => {
  it.each([undefined, '', 'fixtures'])(
    'leaves %j to the fixture plans',
    (m) => {
      expect(plansForMarket(m, now)).toBeUndefined();
    },
  );

  it('generates the national market for "national"', () => {
    expect(plansForMarket('national', now)?.length).toBeGreaterThan(11_000);
  }, 30_000);

  it('refuses an unknown market', () => {
    expect(() => plansForMarket('mars', now)).toThrow(
      'unknown market "mars"; expected one of fixtures, national',
    );
  });
});
