import {
  type AlertDecision,
  decideAlert,
} from '#shared/domain/watch/alert-decision';
import { riseFromHistory } from '#shared/domain/watch/history-rise';
import type { MailMessage } from '../ports.ts';
import type { WatchLinks } from '../ports-mail.ts';
import type { WatchRecord } from '../ports-watches.ts';
import type { CurrentPlanVersions } from './current-plan-versions.ts';
import type { WatchPricer } from './price-watch.ts';
import { mailLinks, type WatchMailDeps } from './send-watch-confirmation.ts';

export interface CheckWatchDeps extends WatchMailDeps {
  readonly pricer: WatchPricer;
  /** The current plan's kept versions priced on the saved usage; without it, stored costs decide. */
  readonly currentPlanVersions?: CurrentPlanVersions;
  readonly render: (
    watch: WatchRecord,
    decision: AlertDecision,
    links: WatchLinks,
  ) => MailMessage;
}

export type CheckOutcome = 'inactive' | 'already-alerted' | 'quiet' | 'alerted';

/**
 * Re-ranks one saved comparison on the catalogue now and sends at most
 * one e-mail per catalogue version: the version is claimed with a
 * conditional write before sending and given back if sending fails, so a
 * retried or duplicated delivery never sends twice. Only an active, live
 * saved comparison is looked at.
 */
export async function checkWatch(
  deps: CheckWatchDeps,
  watchId: string,
  catalogueVersion: string,
): Promise<CheckOutcome> {
  const watch = await deps.store.get(watchId);
  if (watch?.status !== 'active') return 'inactive';
  if (watch.lastAlertedVersion === catalogueVersion) return 'already-alerted';
  const now = deps.clock.now();
  const market = await deps.pricer(watch, now);
  const versions =
    watch.currentPlanId && deps.currentPlanVersions
      ? await deps.currentPlanVersions(watch, now)
      : [];
  const decision = decideAlert(
    watch,
    market,
    riseFromHistory(versions, watch.currentPlanVersion ?? null),
  );
  const seen = {
    currentCostIncGst: market.currentCostIncGst,
    ...(versions[0] && { currentPlanVersion: versions[0].version }),
  };
  if (!decision.send) {
    await deps.store.recordCheck(watch.id, seen);
    return 'quiet';
  }
  if (!(await deps.store.claimAlert(watch.id, catalogueVersion)))
    return 'already-alerted';
  try {
    const links = await mailLinks(deps, watch.id, watch.expiresAt);
    await deps.mailer.send(deps.render(watch, decision, links));
  } catch (error) {
    await deps.store.releaseAlert(
      watch.id,
      catalogueVersion,
      watch.lastAlertedVersion,
    );
    throw error;
  }
  await deps.store.recordCheck(watch.id, {
    ...seen,
    lastAlertedBest: decision.betterPlan ?? watch.lastAlertedBest,
  });
  await deps.store.countAlertSent();
  return 'alerted';
}

/**
 * One queue message: every saved comparison in it, each on its own, so
 * one that fails is retried without holding the others back.
 */
export async function checkWatches(
  deps: CheckWatchDeps,
  watchIds: readonly string[],
  catalogueVersion: string,
): Promise<{ outcomes: Record<string, CheckOutcome>; failed: string[] }> {
  const outcomes: Record<string, CheckOutcome> = {};
  const failed: string[] = [];
  for (const id of watchIds) {
    try {
      outcomes[id] = await checkWatch(deps, id, catalogueVersion);
    } catch {
      failed.push(id);
    }
  }
  return { outcomes, failed };
}
