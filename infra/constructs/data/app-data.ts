import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  StreamViewType,
  Table,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { table as manifest } from '#manifest/table';

const key = (name: string) => ({ name, type: AttributeType.STRING });

/** The single table from the manifest: PITR, TTL, stream, retained. */
export class AppData extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, manifest.logicalId, {
      partitionKey: key(manifest.partitionKey),
      sortKey: key(manifest.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: manifest.timeToLiveAttribute,
      stream: StreamViewType[manifest.streamView],
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of manifest.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      });
    }
  }
}
