import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Index } from '#manifest/table';
import type { PlanSummary } from '#shared/contracts/plans';
import { documentClient, tableName } from './client.ts';
import { fromItem } from './items.ts';
import { ACTIVE_PLANS, activePlanKey, Entity, planKey } from './keys.ts';

/**
 * Active plans ordered by retailer then plan name (AP3), read from the
 * sparse active-plans index, every page.
 */
export async function listActivePlans(): Promise<PlanSummary[]> {
  const plans: PlanSummary[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: Index.byCollection,
        KeyConditionExpression: 'gsi1pk = :active',
        FilterExpression: 'entity = :plan',
        ExpressionAttributeValues: {
          ':active': ACTIVE_PLANS,
          ':plan': Entity.plan,
        },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? [])
      plans.push(fromItem<PlanSummary>(item));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return plans;
}

/** Writes a plan; only active plans carry the active-plans index key. */
export async function putPlan(plan: PlanSummary): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...planKey(plan.id),
        ...(plan.isActive
          ? activePlanKey(plan.retailer, plan.planName, plan.id)
          : {}),
        entity: Entity.plan,
        schemaVersion: 1,
        ...plan,
      },
    }),
  );
}
