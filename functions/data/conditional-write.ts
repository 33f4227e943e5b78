import { setTimeout as wait } from 'node:timers/promises';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { WriteConflict, type WriteConflictReason } from '#platform/port-errors';
import { documentClient, tableName } from './client.ts';
import type { Entity } from './keys.ts';
import { LIVE_CONDITION, liveExpression } from './reads.ts';

/**
 * The one way the data modules write an item on a condition: the item
 * carries its entity and schema version, and a condition that did not hold
 * is reported as WriteConflict (docs/architecture.md, Errors), or as false
 * by `applied` where losing is an answer rather than an error.
 */

export type EntityName = (typeof Entity)[keyof typeof Entity];
type Key = { readonly pk: string; readonly sk: string };
type Names = Record<string, string>;
type Values = Record<string, unknown>;
export type TransactItem = NonNullable<
  TransactWriteCommandInput['TransactItems']
>[number];

/** When a write may go ahead, with the names and values it reads. */
export interface Condition {
  readonly expression: string;
  readonly names?: Names;
  readonly values?: Values;
}

/** No item at the key yet. */
export const absent: Condition = { expression: 'attribute_not_exists(pk)' };

/** The item's expiry, read as TTL does (see reads.ts), at `now` (epoch seconds). */
const liveParts = (now?: number) => {
  const { ExpressionAttributeNames, ExpressionAttributeValues } =
    liveExpression({}, now);
  return { names: ExpressionAttributeNames, values: ExpressionAttributeValues };
};

/** The condition holds and the item has not passed its expiry by `now`. */
export const whileLive = (condition: Condition, now?: number): Condition => {
  const live = liveParts(now);
  return {
    expression: `${condition.expression} AND ${LIVE_CONDITION}`,
    names: { ...condition.names, ...live.names },
    values: { ...condition.values, ...live.values },
  };
};

/** No item, or one past its expiry by `now` that TTL has not deleted yet. */
export const absentOrExpired = (now?: number): Condition => ({
  ...liveParts(now),
  expression: `attribute_not_exists(pk) OR NOT ${LIVE_CONDITION}`,
});

/** Only an item past its expiry that TTL has not deleted yet. */
const expired = (): Condition => ({
  ...liveParts(),
  expression: `NOT ${LIVE_CONDITION}`,
});

/** A condition as a command's input spells it (empty maps left out). */
export function conditionInput(condition: Condition) {
  const { names, values } = condition;
  return {
    ConditionExpression: condition.expression,
    ...(names && Object.keys(names).length
      ? { ExpressionAttributeNames: names }
      : {}),
    ...(values && Object.keys(values).length
      ? { ExpressionAttributeValues: values }
      : {}),
  };
}

/** An entity's item: its key, entity name and schema version, then its attributes. */
export function entityItem(
  key: Key,
  entity: EntityName,
  attributes: Values,
  schemaVersion = 1,
): Values {
  return { ...key, entity, schemaVersion, ...attributes };
}

export interface ConditionalPut {
  readonly key: Key;
  readonly entity: EntityName;
  readonly attributes: Values;
  readonly condition: Condition;
  readonly schemaVersion?: number;
}

/** A Put of an entity's item, whatever is there (its last writer wins). */
export function entityPut(put: Omit<ConditionalPut, 'condition'>) {
  return {
    Put: {
      TableName: tableName(),
      Item: entityItem(put.key, put.entity, put.attributes, put.schemaVersion),
    },
  };
}

/** A Put of an entity's item, applied only when its condition holds. */
export function conditionalPut(put: ConditionalPut) {
  const { Put } = entityPut(put);
  return { Put: { ...Put, ...conditionInput(put.condition) } };
}

/** An Update of an item, applied only when its condition holds. */
export function conditionalUpdate(
  key: Key,
  update: string,
  condition: Condition,
) {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: update,
      ...conditionInput(condition),
    },
  };
}

/** A Delete of an item, applied only when its condition holds. */
export function conditionalDelete(key: Key, condition: Condition) {
  return {
    Delete: { TableName: tableName(), Key: key, ...conditionInput(condition) },
  };
}

/**
 * Deletes an item when its condition holds and answers what it held;
 * undefined when the condition did not hold (a link used once).
 */
export async function takeItem(
  key: Key,
  condition: Condition,
): Promise<Values | undefined> {
  try {
    const { Attributes } = await documentClient.send(
      new DeleteCommand({
        ...conditionalDelete(key, condition).Delete,
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Whether DynamoDB refused a write because a condition did not hold. */
export const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some(
      (reason) => reason.Code === 'ConditionalCheckFailed',
    ));

export interface Conflict {
  readonly reason: WriteConflictReason;
  readonly message: string;
}

const changedMeanwhile: Conflict = {
  reason: 'changed-meanwhile',
  message: 'The record changed meanwhile',
};

function send(items: readonly TransactItem[]) {
  const [only] = items;
  if (items.length === 1 && only?.Put)
    return documentClient.send(new PutCommand(only.Put));
  if (items.length === 1 && only?.Update)
    return documentClient.send(new UpdateCommand(only.Update));
  if (items.length === 1 && only?.Delete)
    return documentClient.send(new DeleteCommand(only.Delete));
  return documentClient.send(
    new TransactWriteCommand({ TransactItems: [...items] }),
  );
}

/**
 * Whether DynamoDB refused a write, writing nothing, only because another
 * transaction held one of its items at that moment: trying again may succeed.
 */
export const isTransactionClash = (error: unknown) =>
  error instanceof TransactionConflictException ||
  (error instanceof TransactionCanceledException &&
    !isConditionFailure(error) &&
    (error.CancellationReasons ?? []).some(
      (reason) => reason.Code === 'TransactionConflict',
    ));

/** Tries a write clashing with another transaction gets before it is a conflict. */
const CLASH_ATTEMPTS = 3;

type Send = (items: readonly TransactItem[]) => Promise<unknown>;

/**
 * Applies the writes all or nothing (one item by itself, several in one
 * transaction). Throws WriteConflict when a condition did not hold, or
 * when another transaction on the same items kept it out three times.
 */
export async function writeItems(
  items: readonly TransactItem[],
  conflict: Conflict = changedMeanwhile,
  sendItems: Send = send,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sendItems(items);
      return;
    } catch (error) {
      if (isConditionFailure(error))
        throw new WriteConflict(conflict.reason, conflict.message);
      if (!isTransactionClash(error)) throw error;
      if (attempt === CLASH_ATTEMPTS)
        throw new WriteConflict(conflict.reason, conflict.message);
      // Jittered, so two writers that clashed do not clash again in step.
      await wait(20 * attempt * (1 + Math.random()));
    }
  }
}

/** True when the write went through, false when its condition did not hold. */
export async function applied(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof WriteConflict || isConditionFailure(error))
      return false;
    throw error;
  }
}

/**
 * Puts an item unless a live one holds its key: an expired one that TTL
 * has not deleted yet is deleted first, so the put is still an INSERT on
 * the table's stream. False when a live one is there.
 */
export async function putUnlessLive(put: Omit<ConditionalPut, 'condition'>) {
  const write = () =>
    writeItems([conditionalPut({ ...put, condition: absent })]);
  if (await applied(write())) return true;
  return (
    (await applied(writeItems([conditionalDelete(put.key, expired())]))) &&
    applied(write())
  );
}
