import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import {
  Entity,
  idempotencyGuardKey,
  type LeadKind,
  leadCounterKey,
} from './keys.ts';

/** Guards expire after a day: long enough for any retry of one form. */
const GUARD_TTL_SECONDS = 24 * 60 * 60;

export interface LeadWrite {
  readonly kind: LeadKind;
  readonly id: string;
  readonly item: Record<string, unknown>;
  readonly now: Date;
  readonly idempotencyKey: string | undefined;
}

/**
 * Writes a lead, its kind's counter and (when the form sent a key) an
 * idempotency guard in one transaction: all or nothing. A repeat of the
 * same key returns the id of the lead the first call made.
 */
export async function createLeadOnce(write: LeadWrite): Promise<string> {
  const { kind, id, item, now, idempotencyKey } = write;
  const guard = idempotencyKey
    ? idempotencyGuardKey(kind, idempotencyKey)
    : undefined;
  const items = [
    {
      Put: {
        TableName: tableName,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: leadCounterKey(kind),
        UpdateExpression: 'ADD #count :one SET entity = :entity',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':entity': Entity.counter },
      },
    },
  ];
  if (guard) {
    items.push({
      Put: {
        TableName: tableName,
        Item: {
          ...guard,
          entity: Entity.idempotencyGuard,
          leadId: id,
          expiresAt: Math.floor(now.getTime() / 1000) + GUARD_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  try {
    await documentClient.send(
      new TransactWriteCommand({ TransactItems: items }),
    );
    return id;
  } catch (error) {
    if (!guard || !(error instanceof TransactionCanceledException)) throw error;
    const existing = await documentClient.send(
      new GetCommand({
        TableName: tableName,
        Key: guard,
        ConsistentRead: true,
      }),
    );
    const leadId = existing.Item?.leadId;
    if (typeof leadId !== 'string') throw error;
    return leadId;
  }
}
