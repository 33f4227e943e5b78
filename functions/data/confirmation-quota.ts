import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConfirmationQuota } from '#use-cases/ports-watches';
import { documentClient, tableName } from './client.ts';
import { confirmationQuotaKey, Entity } from './keys.ts';
import { EXPIRES_AT } from './reads.ts';
import { ifHolds } from './watch-items.ts';

/**
 * Confirmation e-mails per address and day (AP-W6): one conditional
 * counter, so racing saves cannot both take the last place.
 */
export const dynamoConfirmationQuota: ConfirmationQuota = {
  claim(addressKey, day, limit, expiresAt) {
    return ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: confirmationQuotaKey(addressKey, day),
          UpdateExpression:
            'ADD #count :one SET entity = :entity, #expiresAt = :expiresAt',
          ConditionExpression:
            'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: {
            '#count': 'count',
            '#expiresAt': EXPIRES_AT,
          },
          ExpressionAttributeValues: {
            ':one': 1,
            ':limit': limit,
            ':entity': Entity.mailQuota,
            ':expiresAt': expiresAt,
          },
        }),
      ),
    );
  },

  async release(addressKey, day) {
    await ifHolds(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: confirmationQuotaKey(addressKey, day),
          UpdateExpression: 'ADD #count :minusOne',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        }),
      ),
    );
  },
};
