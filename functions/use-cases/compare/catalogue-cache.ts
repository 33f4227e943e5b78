import {
  getTariffs,
  listActivePlanRecords,
  type PlanRecord,
} from '#data/plans';
import { latestRun } from '#data/price-updates';
import { parsePlanDetailData } from '#shared/cdr/plan-detail';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { NetworkState } from '#shared/domain/costs/time-zone';

/** How long a warm function trusts its copy before asking for the latest run. */
const RECHECK_MS = 30_000;

interface Snapshot {
  readonly version: string;
  readonly plans: PlanRecord[];
  readonly checkedAt: number;
}

let snapshot: Snapshot | undefined;
const compiled = new Map<string, CompiledPlan>();

const versionOf = async () => {
  const run = await latestRun();
  return run ? `${run.id}:${run.status}:${run.completedAt ?? ''}` : 'none';
};

/**
 * The active catalogue, kept in memory between requests and reloaded
 * when a price update has run since (checked at most every 30 seconds).
 */
export async function activeCatalogue(now: number): Promise<PlanRecord[]> {
  if (snapshot && now - snapshot.checkedAt < RECHECK_MS) return snapshot.plans;
  const version = await versionOf();
  if (snapshot?.version === version) {
    snapshot = { ...snapshot, checkedAt: now };
    return snapshot.plans;
  }
  snapshot = { version, plans: await listActivePlanRecords(), checkedAt: now };
  compiled.clear();
  return snapshot.plans;
}

const cacheKey = (plan: PlanRecord, state: string | undefined) =>
  `${plan.id}|${plan.cdrLastUpdated}|${state ?? ''}`;

/**
 * Compiled tariffs for plans, compiled once per plan version and state
 * (the state sets the clock of `LOCAL` time-of-use windows).
 */
export async function compiledTariffs(
  plans: readonly PlanRecord[],
  state: NetworkState | undefined,
): Promise<Map<string, CompiledPlan>> {
  const missing = plans.filter((p) => !compiled.has(cacheKey(p, state)));
  if (missing.length) {
    const tariffs = await getTariffs(missing.map((p) => p.id));
    for (const plan of missing) {
      const tariff = tariffs.get(plan.id);
      if (tariff === undefined) continue;
      const fuel = plan.energyType === 'Gas' ? 'GAS' : 'ELECTRICITY';
      compiled.set(
        cacheKey(plan, state),
        compilePlan(parsePlanDetailData(tariff), {
          fuel,
          ...(state && { state }),
        }),
      );
    }
  }
  const result = new Map<string, CompiledPlan>();
  for (const plan of plans) {
    const entry = compiled.get(cacheKey(plan, state));
    if (entry) result.set(plan.id, entry);
  }
  return result;
}
