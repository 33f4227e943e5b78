import { resolveMarket } from '#shared/domain/catalogue/market';
import { MarketIndexBuilder } from '#shared/domain/catalogue/market-index';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { compileDocument } from '#shared/domain/costs/fixtures/compile-document';
import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import type {
  Market,
  MarketCatalogue,
  PlanRecord,
} from '#use-cases/ports-plans';

/** A market resolved against an index of these plans, as the catalogue resolves it against its own. */
export function resolvedAmong(records: readonly PlanRecord[], market: Market) {
  const index = new MarketIndexBuilder();
  for (const record of records) if (record.isActive) index.add(record);
  return resolveMarket(index.build(), market);
}

/**
 * A MarketCatalogue over CDR plan-detail documents: every market gets
 * every plan (matching by place is the use case's job), resolved against
 * an index of these plans as the catalogue resolves it, and each read is
 * recorded in `reads`.
 */
export function inMemoryCatalogue(documents: readonly unknown[], now: Date) {
  const records: PlanRecord[] = [];
  const compiled = new Map<string, CompiledPlan>();
  for (const document of documents) {
    const entry = catalogueEntryFromCdr(
      (document as { data: unknown }).data,
      now,
    );
    records.push({
      ...entry.summary,
      includedPostcodes: entry.includedPostcodes,
      excludedPostcodes: entry.excludedPostcodes,
      cdrLastUpdated: entry.summary.lastUpdated,
      sourceBrand: 'test-energy',
    });
    compiled.set(entry.summary.id, compileDocument(document));
  }
  const reads: Market[] = [];
  const market: MarketCatalogue = async (asked) => {
    reads.push(asked);
    return {
      key: 'in-memory',
      records,
      compiled,
      unpriced: new Map(),
      partitions: ['in-memory'],
      resolved: resolvedAmong(records, asked),
    };
  };
  return { market, reads };
}
