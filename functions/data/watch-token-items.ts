import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { WatchStore } from '#use-cases/ports-watches';
import { documentClient, tableName } from './client.ts';
import {
  Entity,
  watchConfirmationKey,
  watchLinkKey,
  watchRequestKey,
} from './keys.ts';
import { getItem, LIVE_CONDITION, liveExpression } from './reads.ts';
import { ifHolds } from './watch-items.ts';

/** Confirmation requests and link tokens of saved comparisons (AP-W2, AP-W4). */
export const watchTokens: Pick<
  WatchStore,
  'requestConfirmation' | 'putToken' | 'takeConfirmation' | 'hasLink'
> = {
  async requestConfirmation(request, expiresAt) {
    const key = watchRequestKey(request.watchId);
    const put = () =>
      documentClient.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...key,
            entity: Entity.watchRequest,
            schemaVersion: 1,
            ...request,
            expiresAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    if (await ifHolds(put())) return true;
    // An expired request not yet removed by TTL: replaced, so the stream sees an INSERT.
    const removed = await ifHolds(
      documentClient.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: key,
          ConditionExpression: `NOT ${LIVE_CONDITION}`,
          ...liveExpression({}),
        }),
      ),
    );
    return removed && ifHolds(put());
  },

  async putToken(kind, watchId, tokenHash, expiresAt) {
    const confirm = kind === 'confirm';
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...(confirm
            ? watchConfirmationKey(watchId, tokenHash)
            : watchLinkKey(watchId, tokenHash)),
          entity: confirm ? Entity.watchConfirmation : Entity.watchLink,
          schemaVersion: 1,
          expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  takeConfirmation(watchId, tokenHash) {
    return ifHolds(
      documentClient.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: watchConfirmationKey(watchId, tokenHash),
          ConditionExpression: `entity = :entity AND ${LIVE_CONDITION}`,
          ...liveExpression({
            ExpressionAttributeValues: {
              ':entity': Entity.watchConfirmation,
            },
          }),
        }),
      ),
    );
  },

  async hasLink(watchId, tokenHash) {
    const item = await getItem({
      TableName: tableName(),
      Key: watchLinkKey(watchId, tokenHash),
    });
    return item?.entity === Entity.watchLink;
  },
};
