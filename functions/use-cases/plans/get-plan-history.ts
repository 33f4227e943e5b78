import { NotFoundError } from '#platform/errors';
import type {
  PlanHistoryResponse,
  PlanVersionView,
} from '#shared/contracts/plan-history';
import { typicalHouseholdOfPlan } from '#shared/domain/compare/typical-household';
import { unitWord } from '#shared/domain/compare/typical-usage';
import {
  describeChange,
  summariseChanges,
} from '#shared/domain/history/price-changes';
import { typicalAnnualCost } from '#shared/domain/history/typical-cost';
import type {
  PlanHistoryReader,
  PlanVersionRecord,
} from '../ports-plan-history.ts';
import type { PlanRecord } from '../ports-plans.ts';

/** A plan with no kept version yet: its current content, since the CDR dated it. */
function currentAsVersion(
  plan: PlanRecord,
  tariff: unknown,
): PlanVersionRecord {
  return {
    planId: plan.id,
    version: 1,
    firstSeenAt: plan.lastUpdated,
    cdrLastUpdated: plan.cdrLastUpdated,
    retailer: plan.retailer,
    planName: plan.planName,
    energyType: plan.energyType,
    customerType: plan.customerType,
    networks: plan.networks,
    rates: {
      supplyChargeDollarsPerDay: plan.supplyChargeDollarsPerDay,
      usageCentsPerUnit: plan.usageCentsPerUnit,
      solarFeedInCentsPerKwh: plan.solarFeedInCentsPerKwh,
    },
    changes: null,
    tariff,
  };
}

/** When a price last moved: the newest version that changed one. */
export function lastPriceChangeOf(
  versions: readonly Pick<PlanVersionRecord, 'changes' | 'firstSeenAt'>[],
): string | null {
  const changed = versions.filter((v) => (v.changes?.length ?? 0) > 0);
  return changed.at(-1)?.firstSeenAt ?? null;
}

/** Versions read to find the last price change: years of monthly changes. */
const LAST_CHANGE_WINDOW = 24;

/** When the plan's price last changed among its newest kept versions. */
export async function lastPriceChange(
  history: PlanHistoryReader,
  id: string,
): Promise<string | null> {
  const { versions } = await history.versions(id, LAST_CHANGE_WINDOW);
  return lastPriceChangeOf([...versions].reverse());
}

/**
 * A plan's price history, oldest first: each kept version with its dates,
 * its changes in words, its headline rates and its first-year cost for
 * the plan page's typical household (docs/price-history.md). Unknown
 * plan: 404.
 */
export async function getPlanHistory(
  history: PlanHistoryReader,
  id: string,
  limit: number,
  now: Date,
): Promise<PlanHistoryResponse> {
  const [plan, read] = await Promise.all([
    history.plan(id),
    history.versions(id, limit),
  ]);
  let kept = [...read.versions].reverse();
  if (kept.length === 0 && plan)
    kept = [currentAsVersion(plan, await history.tariff(id))];
  const latest = kept.at(-1);
  if (!latest) throw new NotFoundError('Plan not found');
  // One household for every version: the plan page's (docs/price-history.md).
  const household = typicalHouseholdOfPlan(
    plan ?? { ...latest, availableStates: [] },
  );
  const versions = kept.map(
    (version, i): PlanVersionView => ({
      version: version.version,
      from: version.firstSeenAt,
      to: kept[i + 1]?.firstSeenAt ?? null,
      cdrLastUpdated: version.cdrLastUpdated,
      summary: summariseChanges(version.changes),
      changes:
        version.changes?.map((change) => ({
          ...change,
          text: describeChange(change),
        })) ?? null,
      rates: version.rates,
      annualCostIncGst: typicalAnnualCost(
        version.tariff,
        latest.energyType,
        household,
        now,
      ),
    }),
  );
  return {
    planId: id,
    retailer: plan?.retailer ?? latest.retailer,
    planName: plan?.planName ?? latest.planName,
    energyType: latest.energyType,
    isActive: plan?.isActive ?? false,
    since: versions[0]?.from ?? latest.firstSeenAt,
    typicalUse: {
      label: household.label,
      annualUse: household.annualUse,
      unit: unitWord(household.unit),
    },
    network: latest.networks[0] ?? null,
    versions,
    truncated: read.more,
    lastPriceChange: lastPriceChangeOf(kept),
  };
}
