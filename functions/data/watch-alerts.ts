import type { WatchStore } from '#use-cases/ports-watches';
import { conditionalUpdate, writeItems } from './conditional-write.ts';
import { Entity, watchKey } from './keys.ts';
import { counter, ifHolds } from './watch-items.ts';

/** The per-version alert claim with its lease, and what a check learnt (AP-W1, AP-W5). */
export const watchAlerts: Pick<
  WatchStore,
  | 'claimAlert'
  | 'releaseAlert'
  | 'completeAlert'
  | 'recordCheck'
  | 'countAlertSent'
> = {
  claimAlert(watchId, version, claim) {
    return ifHolds(
      writeItems([
        conditionalUpdate(
          watchKey(watchId),
          'SET alertClaim = :claim, alertClaimedAt = :at',
          {
            // Not yet alerted for the version, and no other attempt's claim
            // within its lease (a lapsed claim was left by a cut-off attempt).
            expression:
              'entity = :entity AND (attribute_not_exists(lastAlertedVersion) OR lastAlertedVersion <> :v) AND (attribute_not_exists(alertClaim) OR alertClaim = :none OR alertClaimedAt <= :lapsed)',
            values: {
              ':v': version,
              ':entity': Entity.priceWatch,
              ':claim': claim.id,
              ':at': claim.at,
              ':none': null,
              ':lapsed': claim.at - claim.leaseMs,
            },
          },
        ),
      ]),
    );
  },

  async releaseAlert(watchId, claimId) {
    await ifHolds(
      writeItems([
        conditionalUpdate(
          watchKey(watchId),
          'REMOVE alertClaim, alertClaimedAt',
          {
            expression: 'alertClaim = :claim',
            values: { ':claim': claimId },
          },
        ),
      ]),
    );
  },

  async completeAlert(watchId, version, claimId) {
    await ifHolds(
      writeItems([
        conditionalUpdate(
          watchKey(watchId),
          'SET lastAlertedVersion = :v REMOVE alertClaim, alertClaimedAt',
          {
            expression: 'alertClaim = :claim',
            values: { ':v': version, ':claim': claimId },
          },
        ),
      ]),
    );
  },

  async recordCheck(watchId, seen) {
    const alerted = seen.lastAlertedBest !== undefined;
    const versioned = seen.currentPlanVersion !== undefined;
    await ifHolds(
      writeItems([
        conditionalUpdate(
          watchKey(watchId),
          `SET currentCostIncGst = :cost${alerted ? ', lastAlertedBest = :best' : ''}${versioned ? ', currentPlanVersion = :seenVersion' : ''}`,
          {
            expression: 'attribute_exists(pk)',
            values: {
              ':cost': seen.currentCostIncGst,
              ...(alerted && { ':best': seen.lastAlertedBest }),
              ...(versioned && { ':seenVersion': seen.currentPlanVersion }),
            },
          },
        ),
      ]),
    );
  },

  async countAlertSent() {
    await writeItems([counter('alerts', 1)]);
  },
};
