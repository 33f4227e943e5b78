import { describe, expect, it } from 'vitest';
import { stateOfNetwork } from './networks.ts';

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
