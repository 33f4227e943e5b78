import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { TableAccess } from '#manifest/routes';

/** Grants table access and sets its env var together, so they never drift. */
export function bindTable(
  fn: LambdaFunction,
  table: ITable,
  access: TableAccess,
): void {
  if (access === 'none') return;
  fn.addEnvironment('TABLE_NAME', table.tableName);
  if (access === 'read') table.grantReadData(fn);
  else table.grantReadWriteData(fn);
}

/** Grants PutEvents on the bus and names it. */
export function bindBus(fn: LambdaFunction, bus: IEventBus): void {
  fn.addEnvironment('EVENT_BUS_NAME', bus.eventBusName);
  bus.grantPutEventsTo(fn);
}
