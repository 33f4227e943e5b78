import type { TablePartition } from '#manifest/table';

/**
 * Every DynamoDB key of the product is built here and nowhere else.
 * Segments are `PREFIX#value`; ids are ULIDs.
 */

export const Entity = {
  callbackRequest: 'CallbackRequest',
  userInquiry: 'UserInquiry',
  switchRequest: 'SwitchRequest',
  plan: 'Plan',
  planTariff: 'PlanTariff',
  planVersion: 'PlanVersion',
  priceUpdateRun: 'PriceUpdateRun',
  priceUpdateLock: 'PriceUpdateLock',
  catalogueVersion: 'CatalogueVersion',
  catalogueSnapshotChunk: 'CatalogueSnapshotChunk',
  brandList: 'BrandList',
  counter: 'Counter',
  idempotencyGuard: 'IdempotencyGuard',
  auditEntry: 'AuditEntry',
  siteSettings: 'SiteSettings',
  contactMessage: 'ContactMessage',
  emailSubscription: 'EmailSubscription',
  unsubscribeToken: 'UnsubscribeToken',
  subscriptionRequest: 'SubscriptionRequest',
  subscriptionConfirmation: 'SubscriptionConfirmation',
  rateWindow: 'RateWindow',
  revokedSession: 'RevokedSession',
  priceWatch: 'PriceWatch',
  watchRequest: 'WatchRequest',
  watchConfirmation: 'WatchConfirmation',
  watchLink: 'WatchLink',
  watchToken: 'WatchToken',
  mailQuota: 'MailQuota',
  watchMembership: 'WatchMembership',
  personKey: 'PersonKey',
  threadMember: 'ThreadMember',
} as const;

export type LeadKind =
  | 'callback'
  | 'inquiry'
  | 'switch'
  | 'subscription'
  | 'contact';

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

/** Leads of one kind in one status (AP-A10), by creation time like AP2. */
export const leadStatusPartition = (kind: LeadKind, status: string) =>
  `LEADS#${kind}#STATUS#${status}`;

export const leadStatusIndexKey = (
  kind: LeadKind,
  status: string,
  createdAt: string,
  id: string,
) => ({
  gsi2pk: leadStatusPartition(kind, status),
  gsi2sk: `${createdAt}#${id}`,
});

/** Maintained count of one lead kind, updated with each write. */
export const leadCounterKey = (kind: LeadKind) => ({
  pk: 'COUNTER',
  sk: `LEADS#${kind}`,
});

/** Maintained count of one lead kind in one status (AP5a). */
export const leadStatusCounterKey = (kind: LeadKind, status: string) => ({
  pk: 'COUNTER',
  sk: `LEADS#${kind}#STATUS#${status}`,
});

/** Guard item making a form submission with the same key create one lead. */
export const idempotencyGuardKey = (scope: string, key: string) => ({
  pk: `IDEMPOTENCY#${scope}#${key}`,
  sk: META,
});

/**
 * Submissions of one client to one route in the fixed window starting at
 * `windowStart` (epoch seconds); removed by TTL once the window is over.
 */
export const rateWindowKey = (
  route: string,
  client: string,
  windowStart: number,
) => ({ pk: `RATE#${route}#${client}`, sk: `WINDOW#${windowStart}` });

/** A published plan, by id. */
export const planKey = (id: string) => ({ pk: `PLAN#${id}`, sk: META });

/** The plan id of a `PLAN#<id>` partition key. */
export const planIdOfKey = (pk: string) => pk.slice('PLAN#'.length);

/** The plan's full CDR tariff, kept apart so lists stay small. */
export const planTariffKey = (id: string) => ({
  pk: `PLAN#${id}`,
  sk: 'TARIFF',
});

/** One published version of a plan, numbered from 1, never overwritten (AP14). */
export const planVersionKey = (id: string, version: number) => ({
  pk: `PLAN#${id}`,
  sk: `${PLAN_VERSION_PREFIX}${String(version).padStart(6, '0')}`,
});

export const PLAN_VERSION_PREFIX = 'VERSION#';

/** Price update runs, newest last by start time (AP8). */
export const PRICE_UPDATES = 'PRICE_UPDATE';

export const priceUpdateRunKey = (startedAt: string, runId: string) => ({
  pk: PRICE_UPDATES,
  sk: `RUN#${startedAt}#${runId}`,
});

export const PRICE_UPDATE_RUN_PREFIX = 'RUN#';

/** The one item that decides whether a new run may start (AP9). */
export const priceUpdateLockKey = () => ({ pk: PRICE_UPDATES, sk: 'LOCK' });

/** Rewritten when a run finishes: warm functions reload plans when it changes. */
export const catalogueVersionKey = () => ({
  pk: PRICE_UPDATES,
  sk: 'CATALOGUE',
});

/**
 * One chunk of a compressed catalogue snapshot (a partition's plans, or the
 * catalogue index); a snapshot's chunks share a partition key (AP12).
 */
export const catalogueSnapshotPk = (snapshotId: string, partition: string) =>
  `SNAPSHOT#${snapshotId}#${partition}`;

export const catalogueSnapshotChunkKey = (
  snapshotId: string,
  partition: string,
  chunk: number,
) => ({
  pk: catalogueSnapshotPk(snapshotId, partition),
  sk: `CHUNK#${String(chunk).padStart(4, '0')}`,
});

/** The last good CDR Register brand list and the previous run's brands (AP11). */
export const brandListKey = () => ({ pk: PRICE_UPDATES, sk: 'BRANDS' });

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

/** Audit trail of a lead, in its item collection, oldest first. */
export const AUDIT_PREFIX = 'AUDIT#';

export const auditKey = (leadId: string, at: string, id: string) => ({
  pk: `LEAD#${leadId}`,
  sk: `${AUDIT_PREFIX}${at}#${id}`,
});

/** The one site-settings item; its audit trail shares the partition. */
export const SETTINGS = 'SETTINGS';

export const siteSettingsKey = () => ({ pk: SETTINGS, sk: META });

export const settingsAuditKey = (at: string, id: string) => ({
  pk: SETTINGS,
  sk: `${AUDIT_PREFIX}${at}#${id}`,
});

/**
 * One way of recognising a person (a comparison id, a lower-cased e-mail,
 * a phone's digits) → their thread (AP-P1, docs/product-rules.md).
 */
export const personKeyKey = (kind: string, value: string) => ({
  pk: `PERSONKEY#${kind}#${value}`,
  sk: META,
});

/** A lead in one person's thread (AP-P2): the thread lists them in order. */
export const threadMemberKey = (
  personId: string,
  createdAt: string,
  leadId: string,
) => ({
  pk: threadPartition(personId),
  sk: `${THREAD_MEMBER_PREFIX}${createdAt}#${leadId}`,
});

export const threadPartition = (personId: string) => `PERSON#${personId}`;

export const THREAD_MEMBER_PREFIX = 'LEAD#';

/** A person's thread head (AP-P2): the inquiry staff work them from. */
export const personKey = (personId: string) => ({
  pk: threadPartition(personId),
  sk: META,
});

/** Maintained count of people (AP-P3): +1 as a lead starts a thread. */
export const peopleCounterKey = () => ({ pk: 'COUNTER', sk: 'PEOPLE' });

/** A newsletter subscriber, by lower-cased e-mail: the uniqueness guard. */
export const subscriberKey = (email: string) => ({
  pk: `SUBSCRIBER#${email.toLowerCase()}`,
  sk: META,
});

/** Every unsubscribe token's partition, as an IAM leading-key pattern. */
export const UNSUBSCRIBE_TOKENS = 'UNSUBSCRIBE#*';

/** An unsubscribe link, by the SHA-256 (hex) of its token. */
export const unsubscribeTokenKey = (tokenHash: string) => ({
  pk: `UNSUBSCRIBE#${tokenHash}`,
  sk: META,
});

/**
 * A newsletter sign-up waiting for its confirmation e-mail, by lower-cased
 * e-mail: one a while per address, however many clients ask.
 */
export const subscriptionRequestKey = (email: string) => ({
  pk: `SUBREQUEST#${email.toLowerCase()}`,
  sk: META,
});

/** Every confirmation link's partition, as an IAM leading-key pattern. */
export const SUBSCRIPTION_CONFIRMATIONS = 'SUBCONFIRM#*';

/** A confirmation link, by the SHA-256 (hex) of its token. */
export const subscriptionConfirmationKey = (tokenHash: string) => ({
  pk: `SUBCONFIRM#${tokenHash}`,
  sk: META,
});

/** A saved comparison (price watch), by its deterministic id (AP-W1). */
export const watchKey = (watchId: string) => ({
  pk: `WATCH#${watchId}`,
  sk: META,
});

/**
 * A link token of a saved comparison, by the random id it starts with
 * (AP-W4): its hash, kind and comparison. Under `WATCH#` so the same
 * grants cover it.
 */
export const watchTokenKey = (tokenId: string) => ({
  pk: `WATCH#TOKEN#${tokenId}`,
  sk: META,
});

/**
 * Marks in the comparison's own partition naming each of its tokens, so
 * deleting or renewing the comparison finds them.
 */
export const watchConfirmationKey = (watchId: string, tokenId: string) => ({
  pk: `WATCH#${watchId}`,
  sk: `CONFIRM#${tokenId}`,
});

const WATCH_LINK_PREFIX = 'LINK#';

export const watchLinkKey = (watchId: string, tokenId: string) => ({
  pk: `WATCH#${watchId}`,
  sk: `${WATCH_LINK_PREFIX}${tokenId}`,
});

/** The token a mark in a comparison's partition names (`LINK#…`, `CONFIRM#…`). */
export const tokenKeyOfMark = (sk: string) =>
  /^(LINK|CONFIRM)#/.test(sk)
    ? watchTokenKey(sk.slice(sk.indexOf('#') + 1))
    : undefined;

/** Whether an item of a comparison's partition is the mark of a link token. */
export const isWatchLinkMark = (sk: string) => sk.startsWith(WATCH_LINK_PREFIX);

/** Every saved comparison's partition, as an IAM leading-key pattern. */
export const WATCHES = 'WATCH#*';

/**
 * A saved comparison's confirmation e-mail waiting to be sent: one a while
 * per saved comparison, however many clients ask, and one per change of
 * an active one's settings (AP-W2).
 */
export const watchRequestKey = (watchId: string, changeId?: string) => ({
  pk: `WATCHREQ#${watchId}`,
  sk: changeId ? `CHANGE#${changeId}` : META,
});

/**
 * Confirmation e-mails sent to one address on one UTC day, by the keyed
 * hash of the address (never the address), removed by TTL (AP-W6).
 */
export const confirmationQuotaKey = (addressKey: string, day: string) => ({
  pk: `MAILQUOTA#${addressKey}`,
  sk: `DAY#${day}`,
});

/** Active saved comparisons of one catalogue partition (AP-W3). */
export const watchesOfPartition = (partition: string) => `WATCHES#${partition}`;

export const WATCH_MEMBERSHIPS = 'WATCHES#*';

export const watchMembershipKey = (partition: string, watchId: string) => ({
  pk: watchesOfPartition(partition),
  sk: `WATCH#${watchId}`,
});

/** Active watchers and alerts sent, kept as counters. */
export const watchCounterKey = (name: 'alerts') => ({
  pk: 'COUNTER',
  sk: `WATCHES#${name}`,
});

/**
 * Active saved comparisons counted by the UTC day they expire (AP-W5), so
 * the count drops when the TTL ends them without any write of ours.
 */
export const WATCH_EXPIRY_COUNTERS = 'COUNTER#WATCHES_BY_EXPIRY';

export const watchExpiryCounterKey = (day: string) => ({
  pk: WATCH_EXPIRY_COUNTERS,
  sk: `EXPIRES#${day}`,
});

/** Every revoked staff session's partition, as an IAM leading-key pattern. */
export const REVOKED_SESSIONS = 'REVOKED#*';

/**
 * A staff session signed out before its access token expired, by the
 * token's `origin_jti` (else its `jti`); removed by TTL at that expiry.
 */
export const revokedSessionKey = (tokenId: string) => ({
  pk: `REVOKED#${tokenId}`,
  sk: META,
});

/** The leading-key pattern of each partition the manifest names in grants. */
export const partitionLeadingKeys = {
  idempotencyRecords: IDEMPOTENCY_RECORDS,
  unsubscribeTokens: UNSUBSCRIBE_TOKENS,
  subscriptionConfirmations: SUBSCRIPTION_CONFIRMATIONS,
  revokedSessions: REVOKED_SESSIONS,
  watches: WATCHES,
} as const satisfies Record<TablePartition, string>;
