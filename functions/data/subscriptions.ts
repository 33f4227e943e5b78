import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type {
  SubscriptionSource,
  SubscriptionStatus,
} from '#shared/contracts/subscriptions';
import type {
  SubscriptionConfirmation,
  SubscriptionRecord,
  SubscriptionRequestRecord,
  SubscriptionStore,
} from '#use-cases/ports-subscriptions';
import { documentClient, tableName } from './client.ts';
import {
  absent,
  absentOrExpired,
  applied,
  conditionalPut,
  conditionalUpdate,
  putUnlessLive,
  takeItem,
  whileLive,
  writeItems,
} from './conditional-write.ts';
import {
  Entity,
  leadCollectionKey,
  subscriberKey,
  subscriptionConfirmationKey,
  subscriptionRequestKey,
  unsubscribeTokenKey,
} from './keys.ts';
import {
  counterUpdate,
  statusChangeCounterUpdates,
  statusCounterUpdates,
} from './lead-counts.ts';
import { statusIndexKeys, statusIndexSet } from './lead-status-index.ts';
import { getEntity, getItem } from './reads.ts';

/**
 * Stores a new subscriber keyed by e-mail, with the subscriber counter,
 * in one transaction (AP-SUB1). Answers false when the e-mail already has a
 * subscription: that one is left as it is.
 */
export async function createSubscription(
  record: SubscriptionRecord,
): Promise<boolean> {
  const put = conditionalPut({
    key: subscriberKey(record.email),
    entity: Entity.emailSubscription,
    attributes: {
      ...leadCollectionKey('subscription', record.subscribedAt, record.id),
      ...statusIndexKeys(
        'subscription',
        record.status,
        record.subscribedAt,
        record.id,
      ),
      version: 1,
      createdAt: record.subscribedAt,
      updatedAt: record.subscribedAt,
      ...record,
    },
    // One that expired but is not yet deleted by TTL is absent.
    condition: absentOrExpired(),
  });
  return applied(
    writeItems([
      put,
      counterUpdate('subscription', 1),
      ...statusCounterUpdates('subscription', record.status, 1),
    ]),
  );
}

/** The subscription of one e-mail, or undefined. */
export async function getSubscription(
  email: string,
): Promise<SubscriptionRecord | undefined> {
  const stored = await getEntity<
    SubscriptionRecord & { createdAt: string; updatedAt: string }
  >(subscriberKey(email), Entity.emailSubscription, { consistent: true });
  if (!stored) return undefined;
  const { createdAt: _c, updatedAt: _u, ...record } = stored;
  return record;
}

/**
 * Moves a subscription to `status` only from the other status, so a
 * repeat is a no-op, with the status counters in the same transaction.
 * Answers whether it changed anything.
 */
export async function setSubscriptionStatus(
  email: string,
  status: SubscriptionStatus,
  at: string,
): Promise<boolean> {
  const from: SubscriptionStatus =
    status === 'active' ? 'unsubscribed' : 'active';
  const index = statusIndexSet('subscription', status);
  const update = conditionalUpdate(
    subscriberKey(email),
    `SET #status = :status, unsubscribedAt = :unsubscribedAt, updatedAt = :at, ${index.clause} ADD version :one`,
    {
      expression: 'entity = :entity AND #status = :from',
      names: { '#status': 'status' },
      values: {
        ':status': status,
        ':from': from,
        ':unsubscribedAt': status === 'unsubscribed' ? at : null,
        ':at': at,
        ':one': 1,
        ':entity': Entity.emailSubscription,
        ...index.values,
      },
    },
  );
  return applied(
    writeItems([
      update,
      ...statusChangeCounterUpdates('subscription', from, status),
    ]),
  );
}

/** Records an unsubscribe link by its token's hash (AP-SUB2). */
export async function putUnsubscribeToken(
  tokenHash: string,
  email: string,
  createdAt: string,
): Promise<void> {
  await writeItems([
    conditionalPut({
      key: unsubscribeTokenKey(tokenHash),
      entity: Entity.unsubscribeToken,
      attributes: { email, createdAt },
      condition: absent,
    }),
  ]);
}

/** The e-mail an unsubscribe link belongs to, or undefined. */
export async function emailOfUnsubscribeToken(
  tokenHash: string,
): Promise<string | undefined> {
  const Item = await getItem({
    TableName: tableName(),
    Key: unsubscribeTokenKey(tokenHash),
  });
  if (Item?.entity !== Entity.unsubscribeToken) return undefined;
  return typeof Item.email === 'string' ? Item.email : undefined;
}

/**
 * Records a sign-up waiting for its confirmation e-mail (the table
 * stream sends it on the INSERT). Answers false when one for the address
 * is still live: no second e-mail until it expires, however many clients
 * ask. An expired one is deleted first, so the new one is an INSERT too.
 */
export async function putSubscriptionRequest(
  record: SubscriptionRequestRecord,
  expiresAt: number,
): Promise<boolean> {
  return putUnlessLive({
    key: subscriptionRequestKey(record.email),
    entity: Entity.subscriptionRequest,
    attributes: { ...record, expiresAt },
  });
}

/** Records a confirmation link by its token's hash, until `expiresAt`. */
export async function putSubscriptionConfirmation(
  tokenHash: string,
  confirmation: SubscriptionConfirmation,
  createdAt: string,
  expiresAt: number,
): Promise<void> {
  await writeItems([
    conditionalPut({
      key: subscriptionConfirmationKey(tokenHash),
      entity: Entity.subscriptionConfirmation,
      attributes: {
        email: confirmation.email,
        name: confirmation.name,
        source: confirmation.source,
        createdAt,
        expiresAt,
      },
      condition: absent,
    }),
  ]);
}

/**
 * Uses up a confirmation link: answers what it stood for, or undefined
 * when it is unknown, expired or already used (so an old link cannot
 * re-subscribe an address after it unsubscribed).
 */
export async function takeSubscriptionConfirmation(
  tokenHash: string,
): Promise<SubscriptionConfirmation | undefined> {
  const taken = await takeItem(
    subscriptionConfirmationKey(tokenHash),
    whileLive({
      expression: 'entity = :entity',
      values: { ':entity': Entity.subscriptionConfirmation },
    }),
  );
  if (!taken) return undefined;
  return {
    email: String(taken.email),
    name: String(taken.name ?? ''),
    source: taken.source as SubscriptionSource,
  };
}

/** Ends the wait for a confirmation, so a later sign-up gets a new link. */
export async function deleteSubscriptionRequest(email: string): Promise<void> {
  await documentClient.send(
    new DeleteCommand({
      TableName: tableName(),
      Key: subscriptionRequestKey(email),
    }),
  );
}

/** The table behind the SubscriptionStore port. */
export const dynamoSubscriptions: SubscriptionStore = {
  create: createSubscription,
  get: getSubscription,
  setStatus: setSubscriptionStatus,
  putRequest: putSubscriptionRequest,
  deleteRequest: deleteSubscriptionRequest,
  putConfirmation: putSubscriptionConfirmation,
  takeConfirmation: takeSubscriptionConfirmation,
  putUnsubscribeToken,
  emailOfUnsubscribeToken,
};
