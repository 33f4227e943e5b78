import {
  type MarketIndex,
  MarketIndexBuilder,
} from '#shared/domain/catalogue/market-index';
import { partitionsOfPlan } from '#shared/domain/catalogue/partitions';
import type { CatalogueStore, SnapshotRef } from '../ports-catalogue.ts';

/** One partition of a published catalogue. */
export interface IndexedPartition {
  readonly planIds: readonly string[];
  /** Null when the partition is read straight from the table. */
  readonly snapshot: SnapshotRef | null;
}

/**
 * A catalogue version's table of contents: which networks serve where and
 * where each partition's snapshot is. Functions keep it whole.
 */
export interface CatalogueIndex {
  readonly version: string;
  readonly builtAt: string;
  readonly market: MarketIndex;
  readonly partitions: Record<string, IndexedPartition>;
}

/** Who is in which partition, read page by page from the active plans. */
export interface Membership {
  readonly market: MarketIndex;
  readonly planIds: ReadonlyMap<string, string[]>;
}

export async function readMembership(
  store: Pick<CatalogueStore, 'activePlanMemberships'>,
): Promise<Membership> {
  const market = new MarketIndexBuilder();
  const planIds = new Map<string, string[]>();
  for await (const plan of store.activePlanMemberships()) {
    market.add({ ...plan, includedPostcodes: plan.includedPostcodes ?? [] });
    for (const partition of partitionsOfPlan(plan)) {
      const ids = planIds.get(partition) ?? [];
      ids.push(plan.id);
      planIds.set(partition, ids);
    }
  }
  return { market: market.build(), planIds };
}

/** An index whose partitions are read from the table, for an unpublished catalogue. */
export function tableIndex(
  version: string,
  membership: Membership,
  now: Date,
): CatalogueIndex {
  const partitions: Record<string, IndexedPartition> = {};
  for (const [partition, planIds] of membership.planIds)
    partitions[partition] = { planIds, snapshot: null };
  return {
    version,
    builtAt: now.toISOString(),
    market: membership.market,
    partitions,
  };
}
