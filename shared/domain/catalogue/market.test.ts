import { describe, expect, it } from 'vitest';
import { marketOfRequest, resolveMarket } from './market.ts';
import type { MarketIndex } from './market-index.ts';

const index: MarketIndex = {
  networks: {
    ausgrid: { name: 'Ausgrid', state: 'NSW' },
    endeavour: { name: 'Endeavour Energy', state: 'NSW' },
    'jemena-gas': { name: 'Jemena Gas Networks (NSW)', state: 'NSW' },
  },
  postcodeNetworks: {
    ELECTRICITY: { '2000': ['ausgrid'] },
    GAS: {},
  },
  stateNetworks: {
    ELECTRICITY: { NSW: ['ausgrid', 'endeavour'] },
    GAS: { NSW: ['jemena-gas'] },
  },
};

describe('marketOfRequest', () => {
  it('turns the postcode into its state, Canberra included, and the energy type into a fuel', () => {
    expect(
      marketOfRequest({
        energyType: 'Solar',
        customerType: 'Residential',
        postcode: '2600',
      }),
    ).toEqual({
      fuel: 'ELECTRICITY',
      customerType: 'Residential',
      state: 'ACT',
      postcode: '2600',
    });
    expect(
      marketOfRequest({
        energyType: 'Gas',
        customerType: 'Business',
        postcode: '3000',
      }),
    ).toMatchObject({ fuel: 'GAS', customerType: 'Business', state: 'VIC' });
  });

  it('leaves the state unknown for a postcode no state has', () => {
    expect(
      marketOfRequest({
        energyType: 'Electricity',
        customerType: 'Residential',
        postcode: '0100',
      }).state,
    ).toBeUndefined();
  });
});

describe('resolveMarket', () => {
  const electricity = {
    fuel: 'ELECTRICITY',
    customerType: 'Residential',
    state: 'NSW',
  } as const;

  it('reads the networks known to serve the postcode and the state-wide plans', () => {
    expect(resolveMarket(index, { ...electricity, postcode: '2000' })).toEqual({
      state: 'NSW',
      postcodeNetworks: ['ausgrid'],
      networks: ['ausgrid'],
      partitions: [
        'electricity.residential.ausgrid',
        'electricity.residential.any-nsw',
      ],
    });
  });

  it('falls back to every network of the state for a postcode no plan lists', () => {
    const market = resolveMarket(index, { ...electricity, postcode: '2500' });
    expect(market.networks).toEqual(['ausgrid', 'endeavour']);
    // Matching then knows of no network serving the postcode itself.
    expect(market.postcodeNetworks).toEqual([]);
  });

  it('reads the whole state without a postcode, by fuel', () => {
    expect(
      resolveMarket(index, {
        fuel: 'GAS',
        customerType: 'Business',
        state: 'NSW',
      }),
    ).toEqual({
      state: 'NSW',
      postcodeNetworks: [],
      networks: ['jemena-gas'],
      partitions: ['gas.business.jemena-gas', 'gas.business.any-nsw'],
    });
  });

  it('reads nothing for a market with neither a known postcode nor a state', () => {
    const nowhere = {
      state: undefined,
      postcodeNetworks: [],
      networks: [],
      partitions: [],
    };
    expect(resolveMarket(index, { ...electricity, state: undefined })).toEqual(
      nowhere,
    );
    expect(
      resolveMarket(index, {
        ...electricity,
        state: undefined,
        postcode: '0100',
      }),
    ).toEqual(nowhere);
  });
});
