import { describe, expect, it } from 'vitest';
import { callbackWait, formatWait, overdueCutoff } from './callback-wait.ts';

const NOW = new Date('2026-11-27T03:00:00.000Z');

describe('callbackWait', () => {
  it.each([
    ['2026-11-27T02:59:30.000Z', 0, false],
    ['2026-11-27T01:00:01.000Z', 119, false],
    ['2026-11-27T01:00:00.000Z', 120, true],
    ['2026-11-26T03:00:00.000Z', 1440, true],
    ['2026-11-27T04:00:00.000Z', 0, false],
  ])(
    'a request of %s has waited %d min (overdue: %s) against 2 h',
    (createdAt, minutes, overdue) => {
      expect(callbackWait(createdAt, NOW, 2)).toEqual({ minutes, overdue });
    },
  );

  it('puts the overdue cutoff where the wait reaches the promise', () => {
    const cutoff = overdueCutoff(NOW, 2);
    expect(cutoff).toBe('2026-11-27T01:00:00.000Z');
    expect(callbackWait(cutoff, NOW, 2).overdue).toBe(true);
  });
});

describe('formatWait', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h 00 min'],
    [125, '2 h 05 min'],
    [47 * 60 + 59, '47 h 59 min'],
    [52 * 60, '2 d 4 h'],
  ])('shows %d minutes as %s', (minutes, text) => {
    expect(formatWait(minutes)).toBe(text);
  });
});
