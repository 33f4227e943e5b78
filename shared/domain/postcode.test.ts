import { describe, expect, it } from 'vitest';
import { stateForPostcode } from './postcode.ts';

describe('stateForPostcode', () => {
  it.each([
    ['2000', 'NSW'],
    ['1000', 'NSW'],
    ['2999', 'NSW'],
    ['3000', 'VIC'],
    ['3999', 'VIC'],
    ['4000', 'QLD'],
    ['5000', 'SA'],
    ['6000', 'WA'],
    ['7000', 'TAS'],
    ['0800', 'NT'],
    ['0999', 'NT'],
  ])('maps %s to %s', (postcode, state) => {
    expect(stateForPostcode(postcode)).toBe(state);
  });

  it('keeps the NSW-before-ACT rule: Canberra postcodes read as NSW', () => {
    expect(stateForPostcode('2600')).toBe('NSW');
    expect(stateForPostcode('2699')).toBe('NSW');
  });

  it.each(['', '200', '20000', 'abcd', '0799', '9000', '0000'])(
    'reads %j as Unknown',
    (postcode) => {
      expect(stateForPostcode(postcode)).toBe('Unknown');
    },
  );

  it('ignores surrounding spaces', () => {
    expect(stateForPostcode(' 3121 ')).toBe('VIC');
  });
});
