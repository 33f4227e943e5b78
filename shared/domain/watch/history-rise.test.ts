import { describe, expect, it } from 'vitest';
import { type PricedVersion, riseFromHistory } from './history-rise.ts';

const v = (
  version: number,
  day: number,
  cost: number | null,
): PricedVersion => ({
  version,
  firstSeenAt: `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  annualCostIncGst: cost,
});
const history = [v(3, 20, 1200), v(2, 10, 1100), v(1, 1, 1000)];

describe('riseFromHistory', () => {
  it('compares the newest version with the one last seen', () => {
    expect(riseFromHistory(history, { version: 2, savedAt: '' })).toEqual({
      from: 1100,
      to: 1200,
    });
  });

  it('before a first check, starts from the version in force at save', () => {
    expect(
      riseFromHistory(history, {
        version: null,
        savedAt: '2026-11-05T00:00:00Z',
      }),
    ).toEqual({ from: 1000, to: 1200 });
  });

  it('finds no rise when nothing newer was published, or it is cheaper', () => {
    expect(riseFromHistory(history, { version: 3, savedAt: '' })).toBeNull();
    const cheaper = [v(2, 10, 900), v(1, 1, 1000)];
    expect(riseFromHistory(cheaper, { version: 1, savedAt: '' })).toBeNull();
  });

  it('cannot say without a kept version, a baseline or a price', () => {
    expect(
      riseFromHistory([], { version: null, savedAt: 'z' }),
    ).toBeUndefined();
    expect(
      riseFromHistory(history, { version: null, savedAt: '2026-10-01' }),
    ).toBeUndefined();
    expect(
      riseFromHistory([v(2, 10, null), v(1, 1, 1000)], {
        version: 1,
        savedAt: '',
      }),
    ).toBeUndefined();
  });
});
