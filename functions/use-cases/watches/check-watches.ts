import {
  type AlertDecision,
  decideAlert,
} from '#shared/domain/watch/alert-decision';
import { riseFromHistory } from '#shared/domain/watch/history-rise';
import type { MailMessage } from '../ports.ts';
import type { WatchLinks } from '../ports-mail.ts';
import type { WatchRecord } from '../ports-watches.ts';
import type { CurrentPlanVersions } from './current-plan-versions.ts';
import type { WatchPricer, WatchPricing } from './price-watch.ts';
import { mailLinks, type WatchMailDeps } from './send-watch-confirmation.ts';

/** Another attempt is sending this alert now: the message is retried later. */
export class AlertClaimHeldError extends Error {
  constructor(watchId: string, version: string) {
    super(
      `The alert of ${watchId} for ${version} is being sent by another attempt`,
    );
    this.name = 'AlertClaimHeldError';
  }
}

export interface CheckWatchDeps extends WatchMailDeps {
  readonly pricer: WatchPricer;
  /** The current plan's kept versions priced on the saved usage; without it, stored costs decide. */
  readonly currentPlanVersions?: CurrentPlanVersions;
  readonly render: (
    watch: WatchRecord,
    decision: AlertDecision,
    links: WatchLinks,
    market: WatchPricing,
  ) => MailMessage | Promise<MailMessage>;
  /**
   * How long one attempt's claim on an alert holds: at least the queue
   * function's timeout, so an older claim was left by an attempt that
   * was cut off and may be taken over.
   */
  readonly alertClaimLeaseMs: number;
  /** Names the attempt's claim on an alert. */
  readonly newClaimId: () => string;
  /**
   * Runs one alert's send under a key that is the same on every attempt
   * (the watch and version), so a mail service can drop a resend.
   */
  readonly sendOnce?: <T>(key: string, send: () => Promise<T>) => Promise<T>;
}

export type CheckOutcome = 'inactive' | 'already-alerted' | 'quiet' | 'alerted';

/**
 * Re-ranks one saved comparison on the catalogue now and sends at most
 * one e-mail per catalogue version. An attempt claims the alert for a
 * lease before sending and marks the version alerted only once the
 * e-mail is out: a failed send gives the claim back, a claim left by an
 * attempt that was cut off lapses and is taken over, and a claim another
 * live attempt holds fails this one so the queue retries it later. Only
 * an active, live saved comparison is looked at.
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
  const market = await deps.pricer(watch, now, catalogueVersion);
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
  const claimId = deps.newClaimId();
  const claimed = await deps.store.claimAlert(watch.id, catalogueVersion, {
    id: claimId,
    at: now.getTime(),
    leaseMs: deps.alertClaimLeaseMs,
  });
  if (!claimed) {
    const again = await deps.store.get(watch.id);
    if (again?.lastAlertedVersion === catalogueVersion)
      return 'already-alerted';
    throw new AlertClaimHeldError(watch.id, catalogueVersion);
  }
  const send = async () => {
    const links = await mailLinks(deps, watch.id, watch.expiresAt);
    await deps.mailer.send(await deps.render(watch, decision, links, market));
  };
  try {
    const key = `${watch.id}-${catalogueVersion}`;
    await (deps.sendOnce ? deps.sendOnce(key, send) : send());
  } catch (error) {
    await deps.store.releaseAlert(watch.id, claimId);
    throw error;
  }
  await deps.store.completeAlert(watch.id, catalogueVersion, claimId);
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
): Promise<{
  outcomes: Record<string, CheckOutcome>;
  failed: { watchId: string; reason: string }[];
}> {
  const outcomes: Record<string, CheckOutcome> = {};
  const failed: { watchId: string; reason: string }[] = [];
  for (const id of watchIds) {
    try {
      outcomes[id] = await checkWatch(deps, id, catalogueVersion);
    } catch (error) {
      failed.push({ watchId: id, reason: String(error) });
    }
  }
  return { outcomes, failed };
}
