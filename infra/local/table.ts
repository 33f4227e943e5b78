import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { table } from '#manifest/table';

const keyAttributes = [
  table.partitionKey,
  table.sortKey,
  ...table.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
];

/** Creates the table from the manifest when it is absent; returns its stream ARN. */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<string> {
  try {
    const found = await client.send(
      new DescribeTableCommand({ TableName: tableName }),
    );
    await addMissingIndexes(client, tableName, found.Table);
    return streamArnOf(found.Table?.LatestStreamArn);
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const created = await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeDefinitions,
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: table.globalSecondaryIndexes.map(indexSpec),
      StreamSpecification: {
        StreamEnabled: true,
        StreamViewType: table.streamView,
      },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: {
        AttributeName: table.timeToLiveAttribute,
        Enabled: true,
      },
    }),
  );
  return streamArnOf(created.TableDescription?.LatestStreamArn);
}

type ManifestIndex = (typeof table.globalSecondaryIndexes)[number];

const attributeDefinitions = keyAttributes.map((name) => ({
  AttributeName: name,
  AttributeType: 'S' as const,
}));

const indexSpec = (index: ManifestIndex) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/**
 * A table kept in `.data/` from before an index joined the manifest gets
 * it, one index per update as DynamoDB allows; the items written before
 * then carry the keys only once re-indexed (docs/runbook.md §7).
 */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  found: TableDescription | undefined,
) {
  const present = new Set(
    (found?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName),
  );
  for (const index of table.globalSecondaryIndexes) {
    if (present.has(index.indexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
      }),
    );
  }
}

function streamArnOf(arn: string | undefined): string {
  if (!arn) throw new Error('The table has no stream');
  return arn;
}
