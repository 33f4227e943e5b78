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
  ],
} as const;

/** Index names by purpose, so code never spells `gsi1` inline. */
export const Index = {
  /** Leads of one kind by creation time; active plans by retailer. */
  byCollection: 'gsi1',
} as const;
