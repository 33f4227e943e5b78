import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { WriteConflict } from '#platform/port-errors';
import {
  absent,
  absentOrExpired,
  applied,
  conditionInput,
  entityItem,
  isConditionFailure,
  isTransactionClash,
  whileLive,
  writeItems,
} from './conditional-write.ts';
import { Entity, leadKey } from './keys.ts';

const canceled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('conditional item writer', () => {
  it('stamps an item with its key, entity and schema version before its attributes', () => {
    expect(
      entityItem(leadKey('L1'), Entity.userInquiry, { name: 'Mei' }),
    ).toEqual({
      pk: 'LEAD#L1',
      sk: '#META',
      entity: 'UserInquiry',
      schemaVersion: 1,
      name: 'Mei',
    });
    expect(
      entityItem(leadKey('L1'), Entity.userInquiry, {}, 2).schemaVersion,
    ).toBe(2);
  });

  it('spells a condition without empty name or value maps, which DynamoDB refuses', () => {
    expect(conditionInput(absent)).toEqual({
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('adds the live check to a condition, keeping its own names and values', () => {
    const input = conditionInput(
      whileLive({
        expression: '#status = :from',
        names: { '#status': 'status' },
        values: { ':from': 'new' },
      }),
    );
    expect(input.ConditionExpression).toBe(
      '#status = :from AND (attribute_not_exists(#expiresAt) OR #expiresAt > :liveNow)',
    );
    expect(input.ExpressionAttributeNames).toEqual({
      '#status': 'status',
      '#expiresAt': 'expiresAt',
    });
    expect(input.ExpressionAttributeValues).toMatchObject({ ':from': 'new' });
    expect(input.ExpressionAttributeValues?.[':liveNow']).toBeTypeOf('number');
    expect(conditionInput(absentOrExpired()).ConditionExpression).toBe(
      'attribute_not_exists(pk) OR NOT (attribute_not_exists(#expiresAt) OR #expiresAt > :liveNow)',
    );
  });

  it('reads an expiry at the moment the caller gives, as a clock-driven limit needs', () => {
    const at = 1_800_000_000;
    expect(
      conditionInput(whileLive({ expression: 'size(hits) = :seen' }, at))
        .ExpressionAttributeValues,
    ).toEqual({ ':liveNow': at });
    expect(
      conditionInput(absentOrExpired(at)).ExpressionAttributeValues,
    ).toEqual({ ':liveNow': at });
  });

  it('counts a failed condition, alone or in a transaction, and nothing else, as lost', () => {
    expect(
      isConditionFailure(
        new ConditionalCheckFailedException({ message: 'no', $metadata: {} }),
      ),
    ).toBe(true);
    expect(isConditionFailure(canceled('None', 'ConditionalCheckFailed'))).toBe(
      true,
    );
    expect(isConditionFailure(canceled('TransactionConflict'))).toBe(false);
    expect(isConditionFailure(new Error('timeout'))).toBe(false);
  });

  it('answers false for a lost write and rethrows any other failure', async () => {
    expect(await applied(Promise.resolve())).toBe(true);
    expect(
      await applied(
        Promise.reject(new WriteConflict('changed-meanwhile', 'lost')),
      ),
    ).toBe(false);
    expect(
      await applied(Promise.reject(canceled('ConditionalCheckFailed'))),
    ).toBe(false);
    await expect(applied(Promise.reject(new Error('timeout')))).rejects.toThrow(
      'timeout',
    );
  });

  it('tries again a write another transaction kept out, and calls it a conflict only when that keeps happening', async () => {
    const clash = canceled('None', 'TransactionConflict');
    expect(isTransactionClash(clash)).toBe(true);
    expect(
      isTransactionClash(
        new TransactionConflictException({ message: 'busy', $metadata: {} }),
      ),
    ).toBe(true);
    expect(
      isTransactionClash(
        canceled('TransactionConflict', 'ConditionalCheckFailed'),
      ),
    ).toBe(false);
    const sendings: string[] = [];
    const clashingTwice = async () => {
      sendings.push('sent');
      if (sendings.length < 3) throw clash;
    };
    await writeItems([], undefined, clashingTwice);
    expect(sendings).toHaveLength(3);
    const alwaysClashing = async () => {
      throw clash;
    };
    await expect(writeItems([], undefined, alwaysClashing)).rejects.toThrow(
      WriteConflict,
    );
    const lostCondition = async () => {
      throw canceled('ConditionalCheckFailed');
    };
    await expect(writeItems([], undefined, lostCondition)).rejects.toThrow(
      WriteConflict,
    );
    const timeout = async () => {
      throw new Error('timeout');
    };
    await expect(writeItems([], undefined, timeout)).rejects.toThrow('timeout');
  });
});
