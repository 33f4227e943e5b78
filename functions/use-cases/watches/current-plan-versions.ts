import { annualCostOver } from '#shared/domain/history/typical-cost';
import type { PricedVersion } from '#shared/domain/watch/history-rise';
import type { PlanHistoryReader } from '../ports-plan-history.ts';
import type { MarketCatalogue } from '../ports-plans.ts';
import { type WatchedComparison, watchUsage } from './price-watch.ts';

/** The current plan's newest kept versions, priced on the saved usage, newest first. */
export type CurrentPlanVersions = (
  comparison: WatchedComparison,
  now: Date,
) => Promise<PricedVersion[]>;

/** Enough versions to reach back past a few missed checks. */
const VERSIONS_READ = 10;

/**
 * Prices the current plan's kept versions as compare prices the plan now:
 * chosen today, a time-limited discount counted only while it lasts.
 */
export const currentPlanVersionsFrom =
  (
    history: PlanHistoryReader,
    catalogue: MarketCatalogue,
  ): CurrentPlanVersions =>
  async (comparison, now) => {
    // With a what-if, each version would need its own battery run: a rise
    // is then read from the costs the checks store (docs/price-alerts.md).
    if (!comparison.currentPlanId || comparison.whatIf) return [];
    const { versions } = await history.versions(
      comparison.currentPlanId,
      VERSIONS_READ,
    );
    if (versions.length === 0) return [];
    const { profile } = await watchUsage(catalogue, comparison, now);
    return versions.map((version) => ({
      version: version.version,
      firstSeenAt: version.firstSeenAt,
      annualCostIncGst: annualCostOver(version.tariff, version, profile, now),
    }));
  };
