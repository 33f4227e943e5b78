import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WatchStore } from '#use-cases/ports-watches';
import { documentClient, tableName } from './client.ts';
import { Entity, watchKey } from './keys.ts';
import { counter, ifHolds } from './watch-items.ts';

/** The per-version alert claim and what a check learnt (AP-W1, AP-W5). */
export const watchAlerts: Pick<
  WatchStore,
  'claimAlert' | 'releaseAlert' | 'recordCheck' | 'countAlertSent'
> = {
  claimAlert(watchId, version) {
    return ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: watchKey(watchId),
          UpdateExpression: 'SET lastAlertedVersion = :v',
          ConditionExpression:
            'entity = :entity AND (attribute_not_exists(lastAlertedVersion) OR lastAlertedVersion <> :v)',
          ExpressionAttributeValues: {
            ':v': version,
            ':entity': Entity.priceWatch,
          },
        }),
      ),
    );
  },

  async releaseAlert(watchId, version, previous) {
    await ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: watchKey(watchId),
          UpdateExpression: 'SET lastAlertedVersion = :previous',
          ConditionExpression: 'lastAlertedVersion = :v',
          ExpressionAttributeValues: { ':v': version, ':previous': previous },
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
