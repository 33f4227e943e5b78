import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'unit-test-table';
const HASH_KEY = 'k'.repeat(40);
process.env.HASH_KEY = HASH_KEY;
const { slidingWindowDecision } = await import('./rate-windows.ts');

const MINUTE = 60_000;
const hitsAt = (...times: number[]) =>
  times.map((at, index) => ({ at, key: `k${index}` }));

describe('slidingWindowDecision', () => {
  it('refuses the eleventh in a burst that straddles two calendar minutes', () => {
    // Arrange: ten in the last second of one minute.
    const hits = hitsAt(...Array.from({ length: 10 }, (_, i) => 59_000 + i));
    // Act: one more two seconds later, in the next minute.
    const decision = slidingWindowDecision(
      hits,
      { at: 61_000, key: 'new' },
      10,
      MINUTE,
    );
    // Assert
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 58 });
  });

  it('lets one through as soon as the oldest counted one is a minute old', () => {
    // Arrange
    const hits = hitsAt(...Array.from({ length: 10 }, (_, i) => 1_000 * i));
    // Act
    const before = slidingWindowDecision(
      hits,
      { at: MINUTE - 1, key: 'a' },
      10,
      MINUTE,
    );
    const after = slidingWindowDecision(
      hits,
      { at: MINUTE, key: 'a' },
      10,
      MINUTE,
    );
    // Assert
    expect(before).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(after).toEqual({ allowed: true, counted: true });
  });

  it('gives the wait until a place frees, not until the minute ends', () => {
    // Arrange: the first of ten at 5 s, the rest at 50 s.
    const hits = hitsAt(5_000, ...Array(9).fill(50_000));
    // Act
    const decision = slidingWindowDecision(
      hits,
      { at: 55_000, key: 'x' },
      10,
      MINUTE,
    );
    // Assert: 5 s + 60 s - 55 s.
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('counts a repeat of a submission already in the window once', () => {
    // Arrange
    const hits = hitsAt(...Array(10).fill(1_000));
    // Act
    const repeat = slidingWindowDecision(
      hits,
      { at: 2_000, key: 'k3' },
      10,
      MINUTE,
    );
    // Assert
    expect(repeat).toEqual({ allowed: true, counted: false });
  });
});
