import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
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
    return streamArnOf(found.Table?.LatestStreamArn);
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const created = await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: table.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
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

function streamArnOf(arn: string | undefined): string {
  if (!arn) throw new Error('The table has no stream');
  return arn;
}
