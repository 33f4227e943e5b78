import { describe, expect, it } from 'vitest';
import { matches } from './pattern.ts';

describe('matches', () => {
  const pattern = { source: ['a'], detail: { kind: ['x', 'y'] } };

  it('matches when every key has an allowed value', () => {
    expect(matches(pattern, { source: 'a', detail: { kind: 'y' } })).toBe(true);
  });

  it('rejects a missing key or a value outside the list', () => {
    expect(matches(pattern, { source: 'a' })).toBe(false);
    expect(matches(pattern, { source: 'b', detail: { kind: 'x' } })).toBe(
      false,
    );
  });

  it('matches an array value when any element is allowed', () => {
    expect(matches({ tags: ['t'] }, { tags: ['s', 't'] })).toBe(true);
  });
});
