/**
 * Every DynamoDB key of the product is built here and nowhere else.
 * Segments are `PREFIX#value`; ids are ULIDs.
 */

export const Entity = {
  callbackRequest: 'CallbackRequest',
  plan: 'Plan',
  counter: 'Counter',
  idempotencyGuard: 'IdempotencyGuard',
} as const;

export type LeadKind = 'callback';

const META = '#META';

/** A lead of any kind, by id. */
export const leadKey = (id: string) => ({ pk: `LEAD#${id}`, sk: META });

/** Leads of one kind, newest first by `gsi1sk`. */
export const leadCollectionKey = (
  kind: LeadKind,
  createdAt: string,
  id: string,
) => ({ gsi1pk: leadCollection(kind), gsi1sk: `${createdAt}#${id}` });

export const leadCollection = (kind: LeadKind) => `LEADS#${kind}`;

/** Maintained count of one lead kind, updated with each write. */
export const leadCounterKey = (kind: LeadKind) => ({
  pk: 'COUNTER',
  sk: `LEADS#${kind}`,
});

/** Guard item making a form submission with the same key create one lead. */
export const idempotencyGuardKey = (scope: string, key: string) => ({
  pk: `IDEMPOTENCY#${scope}#${key}`,
  sk: META,
});

/** A published plan, by id. */
export const planKey = (id: string) => ({ pk: `PLAN#${id}`, sk: META });

/** Active plans only (sparse), ordered by retailer then plan name. */
export const ACTIVE_PLANS = 'PLANS#ACTIVE';

export const activePlanKey = (
  retailer: string,
  planName: string,
  id: string,
) => ({
  gsi1pk: ACTIVE_PLANS,
  gsi1sk: `${retailer.toLowerCase()}#${planName.toLowerCase()}#${id}`,
});

/** Partition of consumer idempotency records (Powertools idempotency). */
export const IDEMPOTENCY_RECORDS = 'IDEMPOTENCY#consumers';
