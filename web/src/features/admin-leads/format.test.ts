import { describe, expect, it } from 'vitest';
import { dollars, localDate, perYear, shortDate } from './format';

// 13:30 UTC on 24 November is 00:30 on 25 November in Sydney.
const JUST_AFTER_MIDNIGHT_IN_SYDNEY = '2026-11-24T13:30:00Z';

describe('admin lead formatters', () => {
  it('date leads by the Sydney day, whatever the browser zone', () => {
    expect(shortDate(JUST_AFTER_MIDNIGHT_IN_SYDNEY)).toBe('25 Nov 2026');
    expect(localDate(JUST_AFTER_MIDNIGHT_IN_SYDNEY)).toBe('25/11/2026');
    expect(localDate(undefined)).toBe('—');
  });

  it('show missing money as N/A', () => {
    expect(dollars(1234.4)).toBe('$1,234');
    expect(perYear(250)).toBe('$250/year');
    expect(dollars(null)).toBe('N/A');
    expect(perYear(undefined)).toBe('N/A');
  });
});
