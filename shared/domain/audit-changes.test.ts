import { describe, expect, it } from 'vitest';
import { changesBetween } from './audit-changes.ts';

describe('changesBetween', () => {
  it('lists only the fields whose value changed, with before and after', () => {
    expect(
      changesBetween(
        { phone: '1300 000 000', hours: ['9-5'], banner: 'Hi' },
        { phone: '1300 111 111', hours: ['9-5'], banner: 'Hi' },
      ),
    ).toEqual({ phone: ['1300 000 000', '1300 111 111'] });
  });

  it('records a field that was never set as null before', () => {
    expect(changesBetween({}, { banner: 'Hi' })).toEqual({
      banner: [null, 'Hi'],
    });
  });
});
