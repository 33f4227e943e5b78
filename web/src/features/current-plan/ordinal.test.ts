import { describe, expect, it } from 'vitest';
import { ordinal } from './ordinal';

describe('ordinal', () => {
  it('writes ranks as English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 37, 101, 112].map(ordinal)).toEqual(
      [
        '1st',
        '2nd',
        '3rd',
        '4th',
        '11th',
        '12th',
        '13th',
        '21st',
        '22nd',
        '37th',
        '101st',
        '112th',
      ],
    );
  });
});
