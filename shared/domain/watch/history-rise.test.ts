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
    expect(riseFromHistory(history, 2)).toEqual({ from: 1100, to: 1200 });
    expect(riseFromHistory(history, 1)).toEqual({ from: 1000, to: 1200 });
  });

  it('finds no rise when nothing newer was published, or it is cheaper', () => {
    expect(riseFromHistory(history, 3)).toBeNull();
    expect(riseFromHistory([v(2, 10, 900), v(1, 1, 1000)], 1)).toBeNull();
  });

  it('cannot say without a kept version, a version seen, or a price', () => {
    expect(riseFromHistory([], 1)).toBeUndefined();
    expect(riseFromHistory(history, null)).toBeUndefined();
    expect(riseFromHistory(history, 7)).toBeUndefined();
    expect(riseFromHistory([v(2, 10, null), v(1, 1, 1000)], 1)).toBeUndefined();
  });
});
