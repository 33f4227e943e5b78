/**
 * The single table, declared once: the CDK data construct and the local
 * stack both build it from here, so the two cannot drift.
 */
export const table = {
  logicalId: 'AppTable',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; items carrying it are removed by DynamoDB TTL. */
  timeToLiveAttribute: 'expiresAt',
  /** New images feed the stream publisher (a lead can never miss its event). */
  streamView: 'NEW_AND_OLD_IMAGES',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

/**
 * Partitions a least-privilege grant may name, by name only: their key
 * patterns are spelled in functions/data/keys.ts (`partitionLeadingKeys`),
 * so the manifest stays plain data (docs/architecture.md).
 */
export type TablePartition =
  /** Consumers' idempotency records. */
  | 'idempotencyRecords'
  /** Every newsletter unsubscribe token. */
  | 'unsubscribeTokens'
  /** Every newsletter confirmation token. */
  | 'subscriptionConfirmations'
  /** Every signed-out staff session. */
  | 'revokedSessions'
  /** Every saved comparison with its confirmation and link tokens. */
  | 'watches';

/** Index names by purpose, so code never spells `gsi1` inline. */
export const Index = {
  /** Leads of one kind by creation time; active plans by retailer. */
  byCollection: 'gsi1',
  /** Leads of one kind in one status by creation time (sparse). */
  byStatus: 'gsi2',
} as const;
