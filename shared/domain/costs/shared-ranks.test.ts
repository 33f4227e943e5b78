import { describe, expect, it } from 'vitest';
import { sharedRanks } from './shared-ranks.ts';

describe('sharedRanks', () => {
  it('ranks the cheapest first and gives equal costs one rank, one more than the cheaper', () => {
    expect(sharedRanks([300, 100, 200, 100, 300, 50])).toEqual([
      5, 2, 4, 2, 5, 1,
    ]);
  });

  it('ranks nothing as nothing', () => {
    expect(sharedRanks([])).toEqual([]);
  });
});
