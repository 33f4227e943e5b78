import { parsePlanDetailData } from '#shared/cdr/plan-detail';
import type { PlanSummary } from '#shared/contracts/plans';
import { priceChanges } from '#shared/domain/history/price-changes';
import { type PriceItem, priceItems } from '#shared/domain/history/price-items';
import { samePublishedContent } from '#shared/domain/history/published-content';
import type { CatalogueEntry } from '#shared/domain/plans/plan-from-cdr';
import type {
  PlanCatalogueStore,
  PlanVersionRecord,
} from '../ports-plan-history.ts';
import type { PlanRecord } from '../ports-plans.ts';

const itemsOf = (tariff: unknown): PriceItem[] => {
  try {
    return priceItems(parsePlanDetailData(tariff));
  } catch {
    return [];
  }
};

interface Seen {
  readonly summary: PlanSummary;
  readonly tariff: unknown;
  readonly cdrLastUpdated: string;
  readonly at: string;
}

function versionOf(
  seen: Seen,
  version: number,
  before: PlanVersionRecord | undefined,
): PlanVersionRecord {
  const { summary } = seen;
  return {
    planId: summary.id,
    version,
    firstSeenAt: seen.at,
    cdrLastUpdated: seen.cdrLastUpdated,
    retailer: summary.retailer,
    planName: summary.planName,
    energyType: summary.energyType,
    customerType: summary.customerType,
    networks: summary.networks,
    rates: {
      supplyChargeDollarsPerDay: summary.supplyChargeDollarsPerDay,
      usageCentsPerUnit: summary.usageCentsPerUnit,
      solarFeedInCentsPerKwh: summary.solarFeedInCentsPerKwh,
    },
    changes: before
      ? priceChanges(itemsOf(before.tariff), itemsOf(seen.tariff))
      : null,
    tariff: seen.tariff,
  };
}

/**
 * The versions an import must append for a fetched plan (docs/price-history.md):
 * none when its published content is the latest version's, else the next
 * one with what changed. A plan stored before history began first gets
 * its stored tariff as version 1, so its first change is not lost.
 */
export async function versionsToAppend(
  store: PlanCatalogueStore,
  entry: CatalogueEntry,
  existed: PlanRecord | undefined,
  cdrLastUpdated: string,
  now: Date,
): Promise<PlanVersionRecord[]> {
  const seen: Seen = {
    summary: entry.summary,
    tariff: entry.tariff,
    cdrLastUpdated,
    at: now.toISOString(),
  };
  // Plan records are never deleted, so a plan never stored has no versions.
  const latest = existed
    ? await store.latestVersion(entry.summary.id)
    : undefined;
  if (latest) {
    if (samePublishedContent(latest.tariff, entry.tariff)) return [];
    return [versionOf(seen, latest.version + 1, latest)];
  }
  const stored = existed && (await store.getTariff(existed.id));
  if (!existed || stored === undefined) return [versionOf(seen, 1, undefined)];
  if (samePublishedContent(stored, entry.tariff))
    return [versionOf(seen, 1, undefined)];
  const first = versionOf(
    {
      summary: existed,
      tariff: stored,
      cdrLastUpdated: existed.cdrLastUpdated,
      at: existed.lastUpdated,
    },
    1,
    undefined,
  );
  return [first, versionOf(seen, 2, first)];
}
