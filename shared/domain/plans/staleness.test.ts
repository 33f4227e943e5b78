import { describe, expect, it } from 'vitest';
import { isStale, STALE_AFTER_MS } from './staleness.ts';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('isStale', () => {
  it('keeps a plan updated exactly 7 days ago fresh', () => {
    expect(isStale(new Date(now - STALE_AFTER_MS).toISOString(), now)).toBe(
      false,
    );
  });

  it('marks a plan updated more than 7 days ago stale', () => {
    expect(
      isStale(new Date(now - STALE_AFTER_MS - 1000).toISOString(), now),
    ).toBe(true);
  });

  it('keeps a plan updated today fresh', () => {
    expect(isStale('2026-11-24T08:00:00Z', now)).toBe(false);
  });

  it('treats an unreadable date as stale', () => {
    expect(isStale('not a date', now)).toBe(true);
  });
});
