import { describe, expect, it } from 'vitest';
import {
  MarketIndexBuilder,
  type MarketPlan,
  networksForPostcode,
} from './market-index.ts';
import {
  parsePartitionId,
  partitionId,
  partitionsOfMarket,
  partitionsOfPlan,
} from './partitions.ts';

const plan = (over: Partial<MarketPlan> = {}) => ({
  energyType: 'Electricity' as const,
  customerType: 'Residential' as const,
  networks: ['Citipower'],
  availableStates: ['VIC'],
  includedPostcodes: [] as string[],
  ...over,
});

describe('catalogue partitions', () => {
  it('puts a plan in one partition per canonical network', () => {
    expect(
      partitionsOfPlan(
        plan({ networks: ['CitiPower', 'Citipower', 'Powercor'] }),
      ),
    ).toEqual([
      'electricity.residential.citipower',
      'electricity.residential.powercor',
    ]);
  });

  it('puts a plan naming no network in its states’ any-network partitions', () => {
    expect(
      partitionsOfPlan(
        plan({
          energyType: 'Gas',
          customerType: 'Business',
          networks: [],
          availableStates: ['NSW', 'ACT'],
        }),
      ),
    ).toEqual(['gas.business.any-nsw', 'gas.business.any-act']);
  });

  it('reads a market as its networks plus its state’s any-network plans', () => {
    expect(
      partitionsOfMarket('ELECTRICITY', 'Residential', ['citipower'], 'VIC'),
    ).toEqual([
      'electricity.residential.citipower',
      'electricity.residential.any-vic',
    ]);
  });

  it('parses the ids it builds and refuses others', () => {
    const ref = {
      fuel: 'GAS',
      customerType: 'Business',
      network: 'multinet',
    } as const;
    expect(parsePartitionId(partitionId(ref))).toEqual(ref);
    expect(parsePartitionId('water.residential.x')).toBeUndefined();
    expect(parsePartitionId('gas.industrial.x')).toBeUndefined();
    expect(parsePartitionId('gas')).toBeUndefined();
  });
});

describe('the market index', () => {
  const index = (() => {
    const builder = new MarketIndexBuilder();
    builder.add(plan({ networks: ['CitiPower'], includedPostcodes: ['3000'] }));
    builder.add(plan({ networks: ['Citipower'] }));
    builder.add(plan({ networks: ['Citipower'] }));
    builder.add(plan({ networks: ['Powercor'] }));
    builder.add(plan({ networks: ['Northern Grid'], availableStates: ['NT'] }));
    builder.add(
      plan({
        energyType: 'Gas',
        networks: ['Multinet Gas'],
        includedPostcodes: ['3000'],
      }),
    );
    return builder.build();
  })();

  it('knows one network for two spellings, by its canonical name', () => {
    expect(index.networks.citipower).toEqual({
      name: 'CitiPower',
      state: 'VIC',
    });
  });

  it('names an unknown network by the spelling its plans use and places it by their state', () => {
    expect(index.networks.northerngrid).toEqual({
      name: 'Northern Grid',
      state: null,
    });
    expect(index.stateNetworks.ELECTRICITY.NT).toEqual(['northerngrid']);
  });

  it('gives a listed postcode its networks, per fuel, and others their state’s', () => {
    expect(networksForPostcode(index, 'ELECTRICITY', '3000', 'VIC')).toEqual([
      'citipower',
    ]);
    expect(networksForPostcode(index, 'GAS', '3000', 'VIC')).toEqual([
      'multinet',
    ]);
    expect(networksForPostcode(index, 'ELECTRICITY', '3121', 'VIC')).toEqual([
      'citipower',
      'powercor',
    ]);
    expect(
      networksForPostcode(index, 'ELECTRICITY', '9999', undefined),
    ).toEqual([]);
    expect(networksForPostcode(index, 'GAS', '2000', 'NSW')).toEqual([]);
  });
});
