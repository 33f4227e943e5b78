import { describe, expect, it } from 'vitest';
import { stateForPostcode, stateOfPostcode } from './postcode.ts';

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

  it.each(['2600', '2615', '2618', '2900', '2913', '2920'])(
    'shows NSW for %s, a border postcode stateOfPostcode places in ACT',
    (postcode) => {
      expect(stateOfPostcode(postcode)).toBe('ACT');
      expect(stateForPostcode(postcode)).toBe('NSW');
    },
  );

  it.each([
    ['2620', 'NSW'],
    ['3690', 'VIC'],
    ['4380', 'QLD'],
  ])(
    'shows %s, a border postcode, in the state stateOfPostcode gives: %s',
    (postcode, state) => {
      expect(stateOfPostcode(postcode)).toBe(state);
      expect(stateForPostcode(postcode)).toBe(state);
    },
  );

  it.each([
    ['0200', 'ACT'],
    ['8001', 'VIC'],
    ['9726', 'QLD'],
  ])(
    'reads %s as Unknown, outside the badge ranges though in %s',
    (postcode, state) => {
      expect(stateOfPostcode(postcode)).toBe(state);
      expect(stateForPostcode(postcode)).toBe('Unknown');
    },
  );

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

describe('stateOfPostcode', () => {
  it.each([
    ['2600', 'ACT'],
    ['2615', 'ACT'],
    ['2913', 'ACT'],
    ['0200', 'ACT'],
    ['2620', 'NSW'],
    ['2000', 'NSW'],
    ['0800', 'NT'],
    ['3000', 'VIC'],
    ['4000', 'QLD'],
    ['5000', 'SA'],
    ['6000', 'WA'],
    ['7000', 'TAS'],
  ])('%s is in %s', (postcode, state) => {
    expect(stateOfPostcode(postcode)).toBe(state);
  });

  it('rejects anything but four digits', () => {
    expect(stateOfPostcode('200')).toBeUndefined();
    expect(stateOfPostcode('0100')).toBeUndefined();
  });
});
