import { describe, expect, it } from 'vitest';
import { stateOfNetwork, stateOfPostcode } from './networks.ts';

describe('stateOfNetwork', () => {
  it.each([
    ['Ausgrid', 'NSW'],
    ['Endeavour', 'NSW'],
    ['Essential Energy', 'NSW'],
    ['Evoenergy', 'ACT'],
    ['Evoenergy ACT', 'ACT'],
    ['Citipower', 'VIC'],
    ['Jemena', 'VIC'],
    ['Jemena Coastal Network', 'NSW'],
    ['Jemena Gas Networks (NSW)', 'NSW'],
    ['Jemena Electricity Networks (VIC)', 'VIC'],
    ['AusNet Services (gas)', 'VIC'],
    ['Multinet', 'VIC'],
    ['Energex', 'QLD'],
    ['Ergon', 'QLD'],
    ['Allgas Energy QLD', 'QLD'],
    ['SA Power Networks', 'SA'],
    ['Australian Gas Networks SA', 'SA'],
    ['TasNetworks', 'TAS'],
    ['Western Power', 'WA'],
    ['ATCO Gas Australia', 'WA'],
    ['Power and Water', 'NT'],
  ])('%s serves %s', (name, state) => {
    expect(stateOfNetwork(name)).toBe(state);
  });

  it('does not guess an unknown network', () => {
    expect(stateOfNetwork('Somewhere Grid')).toBeUndefined();
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
