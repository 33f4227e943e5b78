import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLD_DOLLARS, WATCH_TOKEN } from './watch-link.ts';

const ID = '0123456789abcdef0123456789abcdef';
const SECRET = 'A'.repeat(21) + 'z_-9'.repeat(5) + 'Q'.repeat(2); // 43 chars

describe('WATCH_TOKEN', () => {
  it('accepts a 32-hex id followed by 43 base64url characters', () => {
    expect(SECRET).toHaveLength(43);
    expect(WATCH_TOKEN.test(ID + SECRET)).toBe(true);
  });

  it('rejects upper-case hex, a short secret, padding and extra text', () => {
    expect(WATCH_TOKEN.test(ID.toUpperCase() + SECRET)).toBe(false);
    expect(WATCH_TOKEN.test(ID + SECRET.slice(1))).toBe(false);
    expect(WATCH_TOKEN.test(`${ID + SECRET.slice(1)}=`)).toBe(false);
    expect(WATCH_TOKEN.test(`${ID + SECRET}x`)).toBe(false);
    expect(WATCH_TOKEN.test(`${ID}${SECRET.slice(1)}+`)).toBe(false);
  });

  it('starts a visitor at a positive saving threshold', () => {
    expect(DEFAULT_THRESHOLD_DOLLARS).toBe(50);
  });
});
