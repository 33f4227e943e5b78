import type { PendingChange, WatchStore } from '#use-cases/ports-watches';
import { tableName } from './client.ts';
import { conditionalUpdate, writeItems } from './conditional-write.ts';
import { Entity, watchKey } from './keys.ts';
import { getItem } from './reads.ts';
import { ifHolds } from './watch-items.ts';

/** New settings of an active saved comparison, kept aside until confirmed (AP-W1). */
export const watchChanges: Pick<WatchStore, 'proposeChange' | 'applyChange'> = {
  proposeChange(watchId, change) {
    return ifHolds(
      writeItems([
        conditionalUpdate(watchKey(watchId), 'SET pendingChange = :change', {
          expression: 'entity = :entity AND #status = :active',
          names: { '#status': 'status' },
          values: {
            ':change': change,
            ':entity': Entity.priceWatch,
            ':active': 'active',
          },
        }),
      ]),
    );
  },

  async applyChange(watchId, changeId, at) {
    const item = await getItem({
      TableName: tableName(),
      Key: watchKey(watchId),
      ConsistentRead: true,
    });
    const change = item?.pendingChange as PendingChange | undefined;
    if (change?.id !== changeId) return false;
    return ifHolds(
      writeItems([
        conditionalUpdate(
          watchKey(watchId),
          'SET thresholdDollars = :threshold, #usage = :usage, currentPlanId = :plan, whatIf = :whatIf, bestAtSave = :best, lastAlertedBest = :best, currentCostAtSave = :cost, currentCostIncGst = :cost, currentPlanVersion = :version, updatedAt = :at REMOVE pendingChange',
          {
            // Still active, and still this change: a newer one or an unsubscribe wins.
            expression:
              'entity = :entity AND #status = :active AND pendingChange.#id = :changeId',
            names: { '#status': 'status', '#usage': 'usage', '#id': 'id' },
            values: {
              ':threshold': change.thresholdDollars,
              ':usage': change.usage,
              ':plan': change.currentPlanId,
              ':whatIf': change.whatIf ?? null,
              ':best': change.bestAtSave,
              ':cost': change.currentCostAtSave,
              ':version': change.currentPlanVersion,
              ':at': at,
              ':entity': Entity.priceWatch,
              ':active': 'active',
              ':changeId': changeId,
            },
          },
        ),
      ]),
    );
  },
};
