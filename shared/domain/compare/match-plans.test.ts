import { describe, expect, it } from 'vitest';
import {
  type CompareRequest,
  compareRequestSchema,
} from '../../contracts/compare.ts';
import { marketOfRequest, resolveMarket } from '../catalogue/market.ts';
import { MarketIndexBuilder } from '../catalogue/market-index.ts';
import { type CataloguePlan, matchPlans as matchIn } from './match-plans.ts';

/** The catalogue's index of where plans are sold, built from these plans. */
const indexOf = (plans: readonly CataloguePlan[]) => {
  const builder = new MarketIndexBuilder();
  for (const plan of plans) if (plan.isActive) builder.add(plan);
  return builder.build();
};

/**
 * Matching in the market the catalogue read resolved, as the use cases do:
 * the index is of the whole catalogue, the plans those read.
 */
const matchPlans = (
  catalogue: CataloguePlan[],
  request: CompareRequest,
  index = indexOf(catalogue),
) =>
  matchIn(catalogue, request, resolveMarket(index, marketOfRequest(request)));

const plan = (
  id: string,
  extra: Partial<CataloguePlan> = {},
): CataloguePlan => ({
  id,
  brand: 'b',
  retailer: 'Retailer',
  planName: id,
  planType: 'Variable',
  energyType: 'Electricity',
  customerType: 'Residential',
  greenEnergyPercent: 0,
  supplyChargeDollarsPerDay: 1,
  usageCentsPerUnit: 30,
  solarFeedInCentsPerKwh: null,
  exitFees: 'None',
  contractTerm: 'No lock-in contract',
  features: [],
  availableStates: ['NSW'],
  networks: ['Ausgrid'],
  retailerUrl: null,
  isPopular: false,
  isActive: true,
  lastUpdated: '2026-11-01T00:00:00.000Z',
  dataSource: 'test',
  includedPostcodes: [],
  excludedPostcodes: [],
  ...extra,
});

const request = (extra: Record<string, unknown> = {}): CompareRequest =>
  compareRequestSchema.parse({
    postcode: '2113',
    usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
    ...extra,
  });

const ids = (plans: CataloguePlan[]) => plans.map((p) => p.id);

describe('matchPlans', () => {
  const catalogue = [
    plan('ausgrid-listed', { includedPostcodes: ['2113', '2000'] }),
    plan('endeavour-listed', {
      networks: ['Endeavour'],
      includedPostcodes: ['2113'],
    }),
    plan('essential-statewide', { networks: ['Essential Energy'] }),
    plan('ausgrid-statewide'),
    plan('excluded-here', { excludedPostcodes: ['2113'] }),
    plan('vic', { availableStates: ['VIC'], networks: ['Citipower'] }),
    plan('gas', { energyType: 'Gas', networks: ['Jemena Coastal Network'] }),
    plan('business', { customerType: 'Business' }),
    plan('inactive', { isActive: false }),
  ];

  it('learns the networks of a postcode from plans that list it and keeps both until one is chosen', () => {
    const match = matchPlans(catalogue, request());
    expect(match.needsNetworkChoice).toBe(true);
    expect(match.networks.map((n) => n.name).sort()).toEqual([
      'Ausgrid',
      'Endeavour',
    ]);
    // State-wide plans of other networks (Essential) are not sold here.
    expect(ids(match.plans).sort()).toEqual([
      'ausgrid-listed',
      'ausgrid-statewide',
      'endeavour-listed',
    ]);
  });

  it("takes the postcode's networks from the catalogue's index, whatever spelling a plan uses", () => {
    // The partitions read hold no plan listing 2113; the index of the whole
    // catalogue knows Ausgrid serves it, so Essential's state-wide plan is not sold there.
    const read = [
      plan('essential-statewide', { networks: ['Essential Energy'] }),
      plan('ausgrid-statewide', { networks: ['AUSGRID'] }),
    ];
    const index = indexOf([
      ...read,
      plan('ausgrid-listed', { includedPostcodes: ['2113'] }),
    ]);
    const match = matchPlans(read, request(), index);
    expect(ids(match.plans)).toEqual(['ausgrid-statewide']);
    expect(match.matchedState).toBe('NSW');
  });

  it('keeps only the chosen network once chosen', () => {
    const match = matchPlans(catalogue, request({ network: 'Endeavour' }));
    expect(match.needsNetworkChoice).toBe(false);
    expect(ids(match.plans)).toEqual(['endeavour-listed']);
  });

  it('ignores a network that does not serve the postcode', () => {
    expect(
      matchPlans(catalogue, request({ network: 'Citipower' }))
        .needsNetworkChoice,
    ).toBe(true);
  });

  it('falls back to the state when no plan lists the postcode', () => {
    const match = matchPlans(catalogue, request({ postcode: '2340' }));
    expect(ids(match.plans).sort()).toEqual([
      'ausgrid-statewide',
      'essential-statewide',
      'excluded-here',
    ]);
  });

  it('matches gas and business plans only when asked', () => {
    expect(
      ids(matchPlans(catalogue, request({ energyType: 'Gas' })).plans),
    ).toEqual(['gas']);
    expect(
      ids(matchPlans(catalogue, request({ customerType: 'Business' })).plans),
    ).toEqual(['business']);
  });

  it('offers solar homes only plans that pay for exports', () => {
    const solar = [plan('pays', { solarFeedInCentsPerKwh: 5 }), plan('no-fit')];
    expect(
      ids(matchPlans(solar, request({ energyType: 'Solar' })).plans),
    ).toEqual(['pays']);
  });

  it('applies the plan type, green and exit fee filters', () => {
    const plans = [
      plan('fixed', { planType: 'Fixed' }),
      plan('green', { greenEnergyPercent: 50 }),
      plan('almost-green', { greenEnergyPercent: 49.9 }),
      plan('exit-fee', { exitFees: '$90.00' }),
      plan('zero-exit', { exitFees: '$0' }),
    ];
    const run = (filters: object) =>
      ids(matchPlans(plans, request({ filters })).plans);
    expect(run({ planType: 'Fixed' })).toEqual(['fixed']);
    expect(run({ greenOnly: true })).toEqual(['green']);
    expect(run({ noExitFee: true })).not.toContain('exit-fee');
    expect(run({ noExitFee: true })).toContain('zero-exit');
  });
});
