import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fixturePlans } from '#local/cdr/fixtures/fixture-plans';
import { generateNationalMarket } from '#local/cdr/national/generate-market';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { pricePlan } from '#shared/domain/costs/price-plan';
import { PricingContext } from '#shared/domain/costs/pricing-context';
import {
  createUsageProfile,
  intervalsPerDay,
} from '#shared/domain/usage/usage-profile';
import { inMemoryCatalogueStore } from '#test-support/in-memory-catalogue-store';
import { createCatalogueReader } from './catalogue-reader.ts';
import { partitionFromTable } from './partition-from-table.ts';
import { publishSnapshots } from './publish-snapshots.ts';

const NOW = new Date('2026-11-24T19:00:00Z');

/**
 * A year of half hours with an evening peak, controlled load and export,
 * so every kind of charge (usage blocks, time of use, demand, controlled
 * load, feed-in, discounts, fees) has something to price.
 */
function mixedYear(unit: 'KWH' | 'MJ') {
  const perDay = intervalsPerDay(30);
  const count = 365 * perDay;
  const usage = new Float64Array(count);
  const controlled = new Float64Array(count);
  const exported = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const slot = i % perDay;
    const day = Math.floor(i / perDay);
    usage[i] = 0.15 + (slot >= 34 && slot < 42 ? 1.2 : 0) + (day % 7) * 0.02;
    controlled[i] = slot < 12 ? 0.5 : 0;
    exported[i] = slot >= 20 && slot < 30 ? 0.4 : 0;
  }
  return new PricingContext(
    createUsageProfile({
      startDate: '2026-07-01',
      intervalMinutes: 30,
      unit,
      importPerInterval: usage,
      ...(unit === 'KWH' && {
        controlledLoadPerInterval: controlled,
        exportPerInterval: exported,
      }),
    }),
  );
}

const contexts = { KWH: mixedYear('KWH'), MJ: mixedYear('MJ') };

/**
 * Publishes the documents' catalogue, then reads every partition through
 * the snapshot path visitors use and compiles it again from the table
 * (what a rebuild or the CLI prices); every plan must compile to the same
 * tariff and price to the same cost, line by line.
 */
async function compareSnapshotWithDirect(documents: readonly unknown[]) {
  const catalogue = inMemoryCatalogueStore(
    documents.map((data) => ({ data })),
    NOW,
  );
  await publishSnapshots(catalogue.store, {
    version: 'v1',
    changed: 'all',
    now: NOW,
  });
  const reader = createCatalogueReader(catalogue.store);
  const fallbacks: string[] = [];
  reader.listenForFallbacks((partition, reason) =>
    fallbacks.push(`${partition}: ${reason}`),
  );
  const index = await reader.currentIndex(0);
  let priced = 0;
  const uncappedDemand: string[] = [];
  // Plans whose snapshot copy differs; strict equality tells Infinity from
  // null, -0 from 0, a typed array from a plain one and a Date from a string.
  const differing: string[] = [];
  for (const [partition, entry] of Object.entries(index.partitions)) {
    const [loaded] = await reader.loadPartitions(index, [partition]);
    const direct = await partitionFromTable(
      catalogue.store,
      partition,
      'direct',
      entry.planIds,
    );
    for (const plan of direct.plans) {
      const id = `${partition} ${plan.record.id}`;
      const fromSnapshot = loaded?.compiled.get(plan.record.id) ?? null;
      const compiled = plan.compiled as CompiledPlan | null;
      if (!isDeepStrictEqual(fromSnapshot, compiled)) {
        differing.push(`${id}: compiled tariff`);
        continue;
      }
      if (!fromSnapshot || !compiled || compiled.hasErrors) continue;
      if (
        compiled.demandCharges
          .flat()
          .some((d) => d.maxDemandKw === Number.POSITIVE_INFINITY)
      )
        uncappedDemand.push(compiled.planId);
      const context = contexts[compiled.unit];
      const viaSnapshot = pricePlan(fromSnapshot, context);
      const viaDirect = pricePlan(compiled, context);
      if (!isDeepStrictEqual(viaSnapshot, viaDirect))
        differing.push(`${id}: cost or breakdown`);
      priced++;
    }
  }
  return { priced, fallbacks, uncappedDemand, differing };
}

describe('prices read through a catalogue snapshot', () => {
  it('are the prices of the same plans compiled directly, for every local fixture plan', async () => {
    const { priced, fallbacks, uncappedDemand, differing } =
      await compareSnapshotWithDirect(fixturePlans);
    expect(differing).toEqual([]);
    expect(fallbacks).toEqual([]);
    expect(priced).toBeGreaterThanOrEqual(fixturePlans.length - 5);
    expect(uncappedDemand.length).toBeGreaterThan(0);
  }, 60_000);

  it('are the prices of the same plans compiled directly, for every national fixture plan', async () => {
    const market = generateNationalMarket({ now: NOW });
    const { priced, fallbacks, uncappedDemand, differing } =
      await compareSnapshotWithDirect(market);
    expect(differing).toEqual([]);
    expect(fallbacks).toEqual([]);
    expect(priced).toBeGreaterThan(market.length * 0.9);
    expect(uncappedDemand.length).toBeGreaterThan(0);
  }, 600_000);
});
