import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePlanDetailData } from '#shared/cdr/plan-detail';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import type { CdrPlanData } from '../plan-data.ts';
import { generateNationalMarket } from './generate-market.ts';
import { MARKET_NETWORKS, marketNetworkOf } from './networks.ts';
import { partitionsOf } from './partitions.ts';

const now = new Date('2026-11-24T19:00:00Z');
const plans = generateNationalMarket({ now });

const contractOf = (p: CdrPlanData) =>
  (p.electricityContract ?? p.gasContract) as {
    pricingModel: string;
    tariffPeriod: Array<Record<string, unknown>>;
  };
const json = (p: CdrPlanData) => JSON.stringify(p);
const digest = (list: readonly CdrPlanData[]) =>
  createHash('sha256').update(JSON.stringify(list)).digest('hex');
const distributor = (p: CdrPlanData) => p.geography?.distributors[0] ?? '';

/** Tariff shapes the product must handle, each with a test on a plan. */
const SHAPES: Record<string, (p: CdrPlanData) => boolean> = {
  singleRate: (p) => contractOf(p).pricingModel === 'SINGLE_RATE',
  timeOfUse: (p) => contractOf(p).pricingModel === 'TIME_OF_USE',
  controlledLoad: (p) => json(p).includes('"controlledLoad"'),
  touControlledLoad: (p) =>
    contractOf(p).pricingModel === 'TIME_OF_USE_CONT_LOAD',
  flexible: (p) => contractOf(p).pricingModel === 'FLEXIBLE',
  midnightWrap: (p) =>
    /"startTime":"2[12]:00","endTime":"(0[0-9]|1[0-5]):[05][09]"/.test(json(p)),
  blocksPerDay: (p) => /"volume":\d+[^\]]*\],"period":"P1D"/.test(json(p)),
  blocksPerMonth: (p) => /"volume":\d+[^\]]*\],"period":"P1M"/.test(json(p)),
  seasons: (p) =>
    new Set(contractOf(p).tariffPeriod.map((t) => t.startDate)).size > 1,
  demandInOwnPeriod: (p) =>
    contractOf(p).tariffPeriod.some(
      (t) => t.rateBlockUType === 'demandCharges' && !t.dailySupplyCharge,
    ),
  flatFeedIn: (p) => json(p).includes('"tariffUType":"singleTariff"'),
  timeVaryingFeedIn: (p) =>
    json(p).includes('"tariffUType":"timeVaryingTariffs"'),
  premiumFeedIn: (p) => json(p).includes('"payerType":"GOVERNMENT"'),
  discount: (p) => json(p).includes('"discounts"'),
  fees: (p) => json(p).includes('"type":"EXIT"'),
  greenPower: (p) => json(p).includes('"scheme":"GREENPOWER"'),
  meteringCharges: (p) => p.meteringCharges !== undefined,
  standing: (p) => p.type === 'STANDING',
  regulated: (p) => p.type === 'REGULATED',
  gasBlocks: (p) => p.fuelType === 'GAS' && json(p).includes('"volume"'),
};

describe('the national fixture market', () => {
  it('is national size: ≥ 11,000 plans, ≥ 8,000 electricity, ≥ 2,300 gas, unique ids', () => {
    const byFuel = (fuel: string) =>
      plans.filter((p) => p.fuelType === fuel).length;
    expect(plans.length).toBeGreaterThanOrEqual(11_000);
    expect(byFuel('ELECTRICITY')).toBeGreaterThanOrEqual(8_000);
    expect(byFuel('GAS')).toBeGreaterThanOrEqual(2_300);
    expect(new Set(plans.map((p) => p.planId)).size).toBe(plans.length);
  });

  it('spans every state, ≥ 8 networks, ≥ 40 brands and both customer types', () => {
    const networks = new Set(plans.map((p) => marketNetworkOf(distributor(p))));
    const states = new Set([...networks].map((n) => n?.network.state));
    expect(networks.has(undefined)).toBe(false);
    expect(networks.size).toBeGreaterThanOrEqual(8);
    expect([...states].sort()).toEqual(
      ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].sort(),
    );
    expect(new Set(plans.map((p) => p.brand)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(plans.map((p) => p.customerType))).toEqual(
      new Set(['RESIDENTIAL', 'BUSINESS']),
    );
  });

  it('has CitiPower residential electricity as its biggest partition, 1,300-1,400 plans', () => {
    const [biggest, next] = partitionsOf(plans);
    expect(biggest?.key).toBe('ELECTRICITY/RESIDENTIAL/Citipower');
    expect(biggest?.plans).toBeGreaterThanOrEqual(1_300);
    expect(biggest?.plans).toBeLessThanOrEqual(1_400);
    expect(next?.plans).toBeLessThan(1_000);
  });

  it.each(Object.keys(SHAPES))('includes plans with %s', (name) => {
    const test = SHAPES[name];
    expect(test && plans.some(test)).toBe(true);
  });

  it('spells networks as different retailers do, and lists 3000 under both CitiPower spellings', () => {
    const names = new Set(plans.map(distributor));
    for (const network of MARKET_NETWORKS) {
      for (const spelling of network.spellings)
        expect(names).toContain(spelling);
    }
    const at3000 = new Set(
      plans
        .filter((p) => p.geography?.includedPostcodes?.includes('3000'))
        .filter((p) => p.fuelType === 'ELECTRICITY')
        .map(distributor),
    );
    expect(at3000).toEqual(new Set(['Citipower', 'CitiPower']));
  });

  it('lists postcodes on some plans only, as real data does', () => {
    const listing = plans.filter((p) => p.geography?.includedPostcodes).length;
    expect(listing).toBeGreaterThan(plans.length * 0.05);
    expect(listing).toBeLessThan(plans.length * 0.25);
  });

  it('is fresh relative to now, with re-priced plans as two versions', () => {
    const nowMs = now.getTime();
    for (const p of plans) {
      const updated = Date.parse(p.lastUpdated);
      expect(updated).toBeLessThanOrEqual(nowMs);
      expect(nowMs - updated).toBeLessThan(180 * 86_400_000);
    }
    const ending = plans.filter((p) => p.effectiveTo);
    expect(ending.length).toBeGreaterThan(100);
    for (const p of ending) {
      expect(Date.parse(p.effectiveTo ?? '')).toBeGreaterThan(nowMs);
      const next = plans.find(
        (q) =>
          q.effectiveFrom === p.effectiveTo &&
          q.brand === p.brand &&
          q.description === p.description,
      );
      expect(next).toBeDefined();
    }
  });

  // Two more markets: seconds on a busy machine, over the default timeout.
  it('is deterministic for a seed, and differs for another', () => {
    expect(digest(generateNationalMarket({ now }))).toBe(digest(plans));
    const other = generateNationalMarket({ now, seed: 7 });
    expect(other.length).toBe(plans.length);
    expect(digest(other)).not.toBe(digest(plans));
  }, 30_000);

  it('parses and compiles without error diagnostics (every 5th plan)', () => {
    const failures = plans
      .filter((_, i) => i % 5 === 0)
      .flatMap((p) =>
        compilePlan(parsePlanDetailData(p))
          .diagnostics.filter((d) => d.severity === 'error')
          .map((d) => `${p.planId}: ${d.path} ${d.message}`),
      );
    expect(failures).toEqual([]);
  }, 30_000);
});
