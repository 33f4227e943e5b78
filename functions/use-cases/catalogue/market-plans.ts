import { resolveMarket } from '#shared/domain/catalogue/market';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { EligibilityRule } from '#shared/domain/household/eligibility';
import type {
  Market,
  MarketCatalogue,
  MarketPlans,
  PlanRecord,
} from '../ports-plans.ts';
import type { CatalogueReader } from './catalogue-reader.ts';

export type { Market, MarketPlans };

/**
 * The plans a visitor could be offered in a market: the partitions of the
 * networks serving their postcode (or their whole state) and the state's
 * plans that name no network. Nothing outside the market is read.
 */
export const marketPlans =
  (
    reader: Pick<CatalogueReader, 'currentIndex' | 'loadPartitions'>,
  ): MarketCatalogue =>
  async (market, version) => {
    const index = await reader.currentIndex(undefined, version);
    const resolved = resolveMarket(index.market, market);
    const ids = resolved.partitions;
    const loaded = await reader.loadPartitions(index, ids);
    const records: PlanRecord[] = [];
    const compiled = new Map<string, CompiledPlan>();
    const unpriced = new Map<string, string>();
    const eligibility = new Map<string, readonly EligibilityRule[]>();
    const seen = new Set<string>();
    for (const partition of loaded) {
      for (const record of partition.records) {
        if (seen.has(record.id)) continue;
        seen.add(record.id);
        records.push(record);
        const plan = partition.compiled.get(record.id);
        if (plan) compiled.set(record.id, plan);
        const reason = partition.unpriced.get(record.id);
        if (reason) unpriced.set(record.id, reason);
        const rules = partition.eligibility.get(record.id);
        if (rules) eligibility.set(record.id, rules);
      }
    }
    return {
      key: `${index.version}|${ids.join(',')}`,
      records,
      compiled,
      unpriced,
      eligibility,
      partitions: ids,
      resolved,
    };
  };
