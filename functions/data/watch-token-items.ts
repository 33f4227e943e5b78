import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { WatchStore } from '#use-cases/ports-watches';
import { documentClient, tableName } from './client.ts';
import {
  absent,
  conditionalDelete,
  conditionalPut,
  entityPut,
  putUnlessLive,
  whileLive,
  writeItems,
} from './conditional-write.ts';
import {
  Entity,
  watchConfirmationKey,
  watchLinkKey,
  watchRequestKey,
  watchTokenKey,
} from './keys.ts';
import { getItem } from './reads.ts';
import { ifHolds } from './watch-items.ts';

/** Confirmation requests and link tokens of saved comparisons (AP-W2, AP-W4). */
export const watchTokens: Pick<
  WatchStore,
  'requestConfirmation' | 'putToken' | 'findToken' | 'takeConfirmation'
> = {
  requestConfirmation(request, expiresAt) {
    return putUnlessLive({
      key: watchRequestKey(request.watchId, request.changeId),
      entity: Entity.watchRequest,
      attributes: { ...request, expiresAt },
    });
  },

  async putToken(token, expiresAt) {
    const { kind, watchId, tokenId, tokenHash, changeId } = token;
    const mark =
      kind === 'confirm'
        ? watchConfirmationKey(watchId, tokenId)
        : watchLinkKey(watchId, tokenId);
    await writeItems([
      conditionalPut({
        key: watchTokenKey(tokenId),
        entity: Entity.watchToken,
        attributes: { kind, watchId, tokenHash, changeId, expiresAt },
        condition: absent,
      }),
      entityPut({
        key: mark,
        entity:
          kind === 'confirm' ? Entity.watchConfirmation : Entity.watchLink,
        attributes: { expiresAt },
      }),
    ]);
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
      writeItems([
        conditionalDelete(
          watchTokenKey(tokenId),
          whileLive({
            expression:
              'entity = :entity AND #kind = :confirm AND watchId = :watchId',
            names: { '#kind': 'kind' },
            values: {
              ':entity': Entity.watchToken,
              ':confirm': 'confirm',
              ':watchId': watchId,
            },
          }),
        ),
      ]),
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
