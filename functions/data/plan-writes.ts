import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CatalogueEntry } from '#shared/domain/plans/plan-from-cdr';
import { WriteConflict } from '#use-cases/port-errors';
import type {
  PlanProvenance,
  PlanVersionRecord,
} from '#use-cases/ports-plan-history';
import { documentClient, tableName } from './client.ts';
import { activePlanKey, Entity, planKey, planTariffKey } from './keys.ts';
import { versionPut } from './plan-versions.ts';

/**
 * Writes a plan, its tariff and its new versions (AP14) in one
 * transaction; only active plans are indexed. A version number already
 * taken cancels it all (WriteConflict).
 */
export async function putCatalogueEntry(
  entry: CatalogueEntry,
  provenance: PlanProvenance,
  versions: readonly PlanVersionRecord[] = [],
): Promise<void> {
  try {
    await writeEntry(entry, provenance, versions);
  } catch (error) {
    if (error instanceof TransactionCanceledException)
      throw new WriteConflict(
        'changed-meanwhile',
        `plan ${entry.summary.id}: its version was written meanwhile`,
      );
    throw error;
  }
}

async function writeEntry(
  entry: CatalogueEntry,
  provenance: PlanProvenance,
  versions: readonly PlanVersionRecord[],
) {
  const { summary } = entry;
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...planKey(summary.id),
              ...activePlanKey(summary.retailer, summary.planName, summary.id),
              entity: Entity.plan,
              schemaVersion: 1,
              ...summary,
              includedPostcodes: entry.includedPostcodes,
              excludedPostcodes: entry.excludedPostcodes,
              ...provenance,
            },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...planTariffKey(summary.id),
              entity: Entity.planTariff,
              schemaVersion: 1,
              tariff: JSON.stringify(entry.tariff),
            },
          },
        },
        ...versions.map(versionPut),
      ],
    }),
  );
}

/** Marks a plan no longer published: kept, but out of the active index. */
export async function deactivatePlan(id: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: planKey(id),
      UpdateExpression: 'SET isActive = :false REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':false': false },
    }),
  );
}
