import { ValidationError } from '#platform/errors';
import type { CreateWatch, WatchResult } from '#shared/contracts/watches';
import type { Clock, IdGenerator } from '../ports.ts';
import type { WatchRecord, WatchStore } from '../ports-watches.ts';
import type { CurrentPlanVersions } from './current-plan-versions.ts';
import type { WatchPricer } from './price-watch.ts';
import {
  CONFIRM_LINK_SECONDS,
  epochSeconds,
  WATCH_REQUEST_SECONDS,
} from './watch-lifetimes.ts';
import { watchIdOf } from './watch-tokens.ts';

export interface SaveWatchDeps {
  readonly store: WatchStore;
  readonly pricer: WatchPricer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The current plan's kept versions: the newest is the one the visitor saw. */
  readonly currentPlanVersions?: CurrentPlanVersions;
}

/**
 * "E-mail me if a better plan appears". The comparison is priced now (the
 * best plan and the current plan's cost are kept as the baseline) and
 * stored under an id made of the e-mail and the comparison, so saving
 * again updates it. Nothing is watched until the address confirms (double
 * opt-in); an active one stays active. The answer is the same whatever
 * the address.
 */
export async function saveWatch(
  deps: SaveWatchDeps,
  input: CreateWatch,
): Promise<WatchResult> {
  const now = deps.clock.now();
  const network = input.network || null;
  const comparison = {
    postcode: input.postcode,
    network,
    energyType: input.energyType,
    customerType: input.customerType,
    usage: input.usage,
    currentPlanId: input.currentPlanId ?? null,
  };
  const priced = await deps.pricer(comparison, now);
  if (!priced.best)
    throw new ValidationError(
      'No plan can be priced at this postcode',
      'postcode',
    );
  if (comparison.currentPlanId && priced.currentCostIncGst === null)
    throw new ValidationError(
      'The current plan is not sold at this postcode',
      'currentPlanId',
    );
  const versions =
    comparison.currentPlanId && deps.currentPlanVersions
      ? await deps.currentPlanVersions(comparison, now)
      : [];
  const id = watchIdOf({ ...comparison, email: input.email });
  const existing = await deps.store.get(id);
  const active = existing?.status === 'active';
  const at = now.toISOString();
  const record: WatchRecord = {
    ...comparison,
    id,
    email: input.email,
    status: active ? 'active' : 'pending',
    thresholdDollars: input.thresholdDollars,
    bestAtSave: priced.best,
    currentCostAtSave: priced.currentCostIncGst,
    currentCostIncGst: priced.currentCostIncGst,
    // A later rise is read against this version (docs/price-alerts.md).
    currentPlanVersion: versions[0]?.version ?? null,
    // The visitor has seen this plan: only a better one, or it cheaper, is news.
    lastAlertedBest: priced.best,
    lastAlertedVersion: existing?.lastAlertedVersion ?? null,
    partitions: active && existing ? existing.partitions : priced.partitions,
    createdAt: existing?.createdAt ?? at,
    updatedAt: at,
    confirmedAt: active ? (existing?.confirmedAt ?? null) : null,
    expiresAt:
      active && existing
        ? existing.expiresAt
        : epochSeconds(now) + CONFIRM_LINK_SECONDS,
  };
  await deps.store.put(record);
  if (!active)
    await deps.store.requestConfirmation(
      { id: deps.ids.next(), watchId: id, email: input.email, createdAt: at },
      epochSeconds(now) + WATCH_REQUEST_SECONDS,
    );
  return { status: 'received' };
}
