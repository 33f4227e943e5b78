import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WatchStore } from '#use-cases/ports-watches';
import { documentClient, tableName } from './client.ts';
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
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: watchKey(watchId),
          UpdateExpression: 'SET alertClaim = :claim, alertClaimedAt = :at',
          // Not yet alerted for the version, and no other attempt's claim
          // within its lease (a lapsed claim was left by a cut-off attempt).
          ConditionExpression:
            'entity = :entity AND (attribute_not_exists(lastAlertedVersion) OR lastAlertedVersion <> :v) AND (attribute_not_exists(alertClaim) OR alertClaim = :none OR alertClaimedAt <= :lapsed)',
          ExpressionAttributeValues: {
            ':v': version,
            ':entity': Entity.priceWatch,
            ':claim': claim.id,
            ':at': claim.at,
            ':none': null,
            ':lapsed': claim.at - claim.leaseMs,
          },
        }),
      ),
    );
  },

  async releaseAlert(watchId, claimId) {
    await ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: watchKey(watchId),
          UpdateExpression: 'REMOVE alertClaim, alertClaimedAt',
          ConditionExpression: 'alertClaim = :claim',
          ExpressionAttributeValues: { ':claim': claimId },
        }),
      ),
    );
  },

  async completeAlert(watchId, version, claimId) {
    await ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: watchKey(watchId),
          UpdateExpression:
            'SET lastAlertedVersion = :v REMOVE alertClaim, alertClaimedAt',
          ConditionExpression: 'alertClaim = :claim',
          ExpressionAttributeValues: { ':v': version, ':claim': claimId },
        }),
      ),
    );
  },

  async recordCheck(watchId, seen) {
    const alerted = seen.lastAlertedBest !== undefined;
    const versioned = seen.currentPlanVersion !== undefined;
    await ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: watchKey(watchId),
          UpdateExpression: `SET currentCostIncGst = :cost${alerted ? ', lastAlertedBest = :best' : ''}${versioned ? ', currentPlanVersion = :seenVersion' : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':cost': seen.currentCostIncGst,
            ...(alerted && { ':best': seen.lastAlertedBest }),
            ...(versioned && { ':seenVersion': seen.currentPlanVersion }),
          },
        }),
      ),
    );
  },

  async countAlertSent() {
    await documentClient.send(new UpdateCommand(counter('alerts', 1).Update));
  },
};
