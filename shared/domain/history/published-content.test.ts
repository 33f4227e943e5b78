import { describe, expect, it } from 'vitest';
import { samePublishedContent } from './published-content.ts';

describe('samePublishedContent', () => {
  it('ignores the lastUpdated stamp and key order', () => {
    expect(
      samePublishedContent(
        { planId: 'A', lastUpdated: '2026-01-01', rates: { a: 1, b: 2 } },
        { rates: { b: 2, a: 1 }, lastUpdated: '2026-02-01', planId: 'A' },
      ),
    ).toBe(true);
  });

  it('sees a changed price', () => {
    expect(
      samePublishedContent(
        { planId: 'A', rate: '0.30' },
        { planId: 'A', rate: '0.31' },
      ),
    ).toBe(false);
  });
});
