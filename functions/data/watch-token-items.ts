import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { WatchStore } from '#use-cases/ports-watches';
import { documentClient, tableName } from './client.ts';
import {
  Entity,
  watchConfirmationKey,
  watchLinkKey,
  watchRequestKey,
  watchTokenKey,
} from './keys.ts';
import { getItem, LIVE_CONDITION, liveExpression } from './reads.ts';
import { ifHolds } from './watch-items.ts';

/** The token a mark in a comparison's partition names (`LINK#…`, `CONFIRM#…`). */
export const tokenKeyOfMark = (sk: string) =>
  /^(LINK|CONFIRM)#/.test(sk)
    ? watchTokenKey(sk.slice(sk.indexOf('#') + 1))
    : undefined;

/** Confirmation requests and link tokens of saved comparisons (AP-W2, AP-W4). */
export const watchTokens: Pick<
  WatchStore,
  'requestConfirmation' | 'putToken' | 'findToken' | 'takeConfirmation'
> = {
  async requestConfirmation(request, expiresAt) {
    const key = watchRequestKey(request.watchId, request.changeId);
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

  async putToken(token, expiresAt) {
    const { kind, watchId, tokenId, tokenHash, changeId } = token;
    const mark =
      kind === 'confirm'
        ? watchConfirmationKey(watchId, tokenId)
        : watchLinkKey(watchId, tokenId);
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...watchTokenKey(tokenId),
                entity: Entity.watchToken,
                schemaVersion: 1,
                kind,
                watchId,
                tokenHash,
                changeId,
                expiresAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...mark,
                entity:
                  kind === 'confirm'
                    ? Entity.watchConfirmation
                    : Entity.watchLink,
                schemaVersion: 1,
                expiresAt,
              },
            },
          },
        ],
      }),
    );
  },

  async findToken(tokenId) {
    const item = await getItem({
      TableName: tableName(),
      Key: watchTokenKey(tokenId),
    });
    if (item?.entity !== Entity.watchToken) return undefined;
    return {
      watchId: String(item.watchId),
      kind: item.kind === 'confirm' ? 'confirm' : 'link',
      tokenHash: String(item.tokenHash),
      changeId: typeof item.changeId === 'string' ? item.changeId : null,
    };
  },

  async takeConfirmation(watchId, tokenId) {
    const taken = await ifHolds(
      documentClient.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: watchTokenKey(tokenId),
          ConditionExpression: `entity = :entity AND #kind = :confirm AND watchId = :watchId AND ${LIVE_CONDITION}`,
          ...liveExpression({
            ExpressionAttributeNames: { '#kind': 'kind' },
            ExpressionAttributeValues: {
              ':entity': Entity.watchToken,
              ':confirm': 'confirm',
              ':watchId': watchId,
            },
          }),
        }),
      ),
    );
    if (taken)
      await documentClient.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: watchConfirmationKey(watchId, tokenId),
        }),
      );
    return taken;
  },
};
