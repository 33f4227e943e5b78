import { ValidationError } from '#platform/errors';
import type { CreateWatch, WatchResult } from '#shared/contracts/watches';
import { billPlanNotSold } from '../compare/bill-plan.ts';
import type { Clock, IdGenerator } from '../ports.ts';
import type {
  ConfirmationQuota,
  PendingChange,
  WatchRecord,
  WatchStore,
} from '../ports-watches.ts';
import type { CurrentPlanVersions } from './current-plan-versions.ts';
import type { WatchPricer } from './price-watch.ts';
import {
  CONFIRM_LINK_SECONDS,
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  epochSeconds,
  WATCH_REQUEST_SECONDS,
} from './watch-lifetimes.ts';
import { watchIdOf } from './watch-tokens.ts';

export interface SaveWatchDeps {
  readonly store: WatchStore;
  readonly quota: ConfirmationQuota;
  /** The keyed hash the quota counts an address under (never the address). */
  readonly addressKey: (email: string) => Promise<string>;
  readonly pricer: WatchPricer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The current plan's kept versions: the newest is the one the visitor saw. */
  readonly currentPlanVersions?: CurrentPlanVersions;
}

type Settings = Omit<PendingChange, 'id' | 'requestedAt'>;

const sameSettings = (watch: WatchRecord, settings: Settings) =>
  watch.thresholdDollars === settings.thresholdDollars &&
  watch.currentPlanId === settings.currentPlanId &&
  JSON.stringify(watch.usage) === JSON.stringify(settings.usage) &&
  JSON.stringify(watch.whatIf ?? null) ===
    JSON.stringify(settings.whatIf ?? null);

/**
 * "E-mail me if a better plan appears". The comparison is priced now (the
 * best plan and the current plan's cost are kept as the baseline) and
 * stored under an id made of the e-mail and the market the pricing
 * resolved, so saving again finds the one record. Nothing is watched
 * until the address confirms (double opt-in). Saving over an active one
 * changes nothing in force: the new settings wait, and the address is
 * asked to confirm them. The answer is the same whatever the address,
 * and however many e-mails that address was already sent today.
 */
export async function saveWatch(
  deps: SaveWatchDeps,
  input: CreateWatch,
): Promise<WatchResult> {
  const now = deps.clock.now();
  const asked = {
    postcode: input.postcode,
    network: input.network || null,
    energyType: input.energyType,
    customerType: input.customerType,
    usage: input.usage,
    currentPlanId: input.currentPlanId ?? null,
    whatIf: input.whatIf ?? null,
  };
  const priced = await deps.pricer(asked, now);
  if (!priced.best)
    throw new ValidationError(
      'No plan can be priced at this postcode',
      'postcode',
    );
  if (priced.billPlanSold === false) throw billPlanNotSold();
  if (asked.currentPlanId && priced.currentCostIncGst === null)
    throw new ValidationError(
      'The current plan is not sold at this postcode',
      'currentPlanId',
    );
  const comparison = { ...asked, network: priced.network };
  const versions =
    comparison.currentPlanId && deps.currentPlanVersions
      ? await deps.currentPlanVersions(comparison, now)
      : [];
  const settings: Settings = {
    thresholdDollars: input.thresholdDollars,
    usage: comparison.usage,
    currentPlanId: comparison.currentPlanId,
    whatIf: comparison.whatIf,
    bestAtSave: priced.best,
    currentCostAtSave: priced.currentCostIncGst,
    // A later rise is read against this version (docs/price-alerts.md).
    currentPlanVersion: versions[0]?.version ?? null,
  };
  const id = watchIdOf({ ...comparison, email: input.email });
  const existing = await deps.store.get(id);
  const at = now.toISOString();
  if (existing?.status === 'active') {
    if (sameSettings(existing, settings)) return { status: 'received' };
    const changeId = deps.ids.next();
    if (
      await deps.store.proposeChange(id, {
        id: changeId,
        ...settings,
        requestedAt: at,
      })
    )
      await requestMail(deps, { watchId: id, email: input.email, changeId });
    return { status: 'received' };
  }
  const record: WatchRecord = {
    ...comparison,
    ...settings,
    id,
    email: input.email,
    status: 'pending',
    currentCostIncGst: priced.currentCostIncGst,
    // The visitor has seen this plan: only a better one, or it cheaper, is news.
    lastAlertedBest: priced.best,
    lastAlertedVersion: existing?.lastAlertedVersion ?? null,
    partitions: priced.partitions,
    createdAt: existing?.createdAt ?? at,
    updatedAt: at,
    confirmedAt: null,
    expiresAt: epochSeconds(now) + CONFIRM_LINK_SECONDS,
    pendingChange: null,
  };
  await deps.store.put(record);
  await requestMail(deps, { watchId: id, email: input.email });
  return { status: 'received' };
}

/**
 * Asks for one confirmation e-mail, if the address has not had its
 * day's share: the claim is given back when no e-mail was due after all
 * (one is already on its way for this comparison).
 */
async function requestMail(
  deps: SaveWatchDeps,
  request: { watchId: string; email: string; changeId?: string },
): Promise<void> {
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  const addressKey = await deps.addressKey(request.email);
  const claimed = await deps.quota.claim(
    addressKey,
    day,
    CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    // Kept a day past the day it counts, then removed by TTL.
    epochSeconds(now) + 2 * 24 * 60 * 60,
  );
  if (!claimed) return;
  const requested = await deps.store.requestConfirmation(
    { id: deps.ids.next(), ...request, createdAt: now.toISOString() },
    epochSeconds(now) +
      (request.changeId ? CONFIRM_LINK_SECONDS : WATCH_REQUEST_SECONDS),
  );
  if (!requested) await deps.quota.release(addressKey, day);
}
