import { readPublishedCatalogue } from '#data/catalogue-snapshots';
import {
  getTariffs,
  listActivePlanRecords,
  type PlanRecord,
  toPlanSummary,
} from '#data/plans';
import { parsePlanDetailData } from '#shared/cdr/plan-detail';
import type { CompareRequest } from '#shared/contracts/compare';
import { matchPlans } from '#shared/domain/compare/match-plans';
import { sortResults } from '#shared/domain/compare/sort-results';
import { profileForCompare } from '#shared/domain/compare/usage-for-compare';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { NetworkState } from '#shared/domain/costs/time-zone';
import { byRetailerThenPlanName } from '#shared/domain/plans/order';
import { priceMatches } from '#use-cases/compare/price-matches';

/** How long a warm function trusts its copy before checking the version. */
export const CATALOGUE_RECHECK_MS = 1000;

interface Snapshot {
  readonly version: string;
  readonly plans: PlanRecord[];
  readonly checkedAt: number;
}

let snapshot: Snapshot | undefined;
const compiled = new Map<string, CompiledPlan>();

/*
 * The read path before partitions, kept only so that the national bench can
 * show the two side by side: every request reads the whole active
 * catalogue into memory and compiles tariffs on first use.
 */

/**
 * The active catalogue, kept in memory between requests. At most once a
 * second one small consistent read tells whether a price update has
 * finished since; only then are the plans read again (and recompiled on
 * use). So a finished update shows within a second.
 */
export async function activeCatalogue(
  now: number = Date.now(),
): Promise<PlanRecord[]> {
  if (snapshot && now - snapshot.checkedAt < CATALOGUE_RECHECK_MS)
    return snapshot.plans;
  const { version } = await readPublishedCatalogue();
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

/** Compare as it was: match over the whole catalogue, compile on use. */
export async function compareWholeCatalogue(request: CompareRequest) {
  const now = new Date();
  const profile = profileForCompare(request, now.getUTCFullYear());
  const match = matchPlans(await activeCatalogue(), request);
  const tariffs = await compiledTariffs(
    match.plans,
    match.matchedState as NetworkState | undefined,
  );
  const priced = priceMatches(
    match.plans,
    tariffs,
    profile,
    request,
    now.getTime(),
  );
  return sortResults(priced.plans, request.sort).slice(0, request.pageSize);
}

/** The rates list as it was: every active plan in the country. */
export async function listRatesWholeCatalogue(_query: unknown) {
  return (await activeCatalogue())
    .map(toPlanSummary)
    .sort(byRetailerThenPlanName);
}
