import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { partitionLeadingKeys } from '#data/keys';
import type { TableAccess } from '#manifest/routes';
import type { TablePartition } from '#manifest/table';
import type { StageConfig } from '../../config/stage-config.ts';

/** Grants table access and sets its env var together, so they never drift. */
export function bindTable(
  fn: LambdaFunction,
  table: ITable,
  access: TableAccess,
): void {
  if (access === 'none') return;
  fn.addEnvironment('TABLE_NAME', table.tableName);
  if (access === 'read') table.grantReadData(fn);
  else if (access === 'readWrite') table.grantReadWriteData(fn);
  else grantItemsIn(fn, table, access.partitions);
}

/** Item reads and writes, only where the partition key matches a pattern. */
function grantItemsIn(
  fn: LambdaFunction,
  table: ITable,
  partitions: readonly TablePartition[],
): void {
  const leadingKeys = partitions.map((name) => partitionLeadingKeys[name]);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: [
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:ConditionCheckItem',
      ],
      resources: [table.tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeys },
      },
    }),
  );
}

/** Grants PutEvents on the bus and names it. */
export function bindBus(fn: LambdaFunction, bus: IEventBus): void {
  fn.addEnvironment('EVENT_BUS_NAME', bus.eventBusName);
  bus.grantPutEventsTo(fn);
}

/** Where a function finds the retailer brands: the register and the stage's rules. */
export function bindPlanSource(
  fn: LambdaFunction,
  register: StageConfig['cdrRegister'],
): void {
  fn.addEnvironment('CDR_REGISTER_URI', register.baseUri);
  fn.addEnvironment(
    'CDR_BRAND_RULES',
    JSON.stringify({ exclude: register.exclude, pin: register.pin }),
  );
}
