import { describe, expect, it } from 'vitest';
import { normalEmail, normalPhone, personKeys } from './person-keys.ts';

describe('person keys', () => {
  it('reads a phone as its digits, +61 as the leading 0', () => {
    expect(normalPhone('0400 111 222')).toBe('0400111222');
    expect(normalPhone('+61 400 111 222')).toBe('0400111222');
    expect(normalPhone('(02) 9876-5432')).toBe('0298765432');
  });

  it('drops what cannot be a phone or an e-mail', () => {
    expect(normalPhone('Not provided')).toBe('');
    expect(normalPhone('12345')).toBe('');
    expect(normalPhone(undefined)).toBe('');
    expect(normalEmail('')).toBe('');
    expect(normalEmail(null)).toBe('');
    expect(normalEmail(' Jo@Example.COM ')).toBe('jo@example.com');
  });

  it('lists the comparison, then the e-mail, then the phone', () => {
    expect(
      personKeys({
        comparisonId: 'c-1',
        email: 'Jo@example.com',
        phone: '0400 111 222',
      }),
    ).toEqual([
      { kind: 'comparison', value: 'c-1' },
      { kind: 'email', value: 'jo@example.com' },
      { kind: 'phone', value: '0400111222' },
    ]);
    expect(personKeys({ phone: 'Not provided' })).toEqual([]);
    expect(personKeys({ comparisonId: ' ', email: 'a@b.co' })).toEqual([
      { kind: 'email', value: 'a@b.co' },
    ]);
  });
});
