import type { ConfirmationQuota } from '#use-cases/ports-watches';
import { conditionalUpdate, writeItems } from './conditional-write.ts';
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
      writeItems([
        conditionalUpdate(
          confirmationQuotaKey(addressKey, day),
          'ADD #count :one SET entity = :entity, #expiresAt = :expiresAt',
          {
            expression: 'attribute_not_exists(#count) OR #count < :limit',
            names: { '#count': 'count', '#expiresAt': EXPIRES_AT },
            values: {
              ':one': 1,
              ':limit': limit,
              ':entity': Entity.mailQuota,
              ':expiresAt': expiresAt,
            },
          },
        ),
      ]),
    );
  },

  async release(addressKey, day) {
    await ifHolds(
      writeItems([
        conditionalUpdate(
          confirmationQuotaKey(addressKey, day),
          'ADD #count :minusOne',
          {
            expression: '#count > :zero',
            names: { '#count': 'count' },
            values: { ':minusOne': -1, ':zero': 0 },
          },
        ),
      ]),
    );
  },
};
