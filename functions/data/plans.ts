import {
  type BatchGetCommandOutput,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { Index } from '#manifest/table';
import type { CatalogueEntry } from '#shared/domain/plans/plan-from-cdr';
import { type PlanRecord, toPlanSummary } from '#use-cases/ports-plans';
import { documentClient, tableName } from './client.ts';
import { fromItem } from './items.ts';
import {
  ACTIVE_PLANS,
  activePlanKey,
  Entity,
  planIdOfKey,
  planKey,
  planTariffKey,
} from './keys.ts';
import { batchGetItems, getEntity, queryItems } from './reads.ts';

export type { PlanRecord };

/** Where an imported plan came from. */
export interface PlanProvenance {
  readonly cdrLastUpdated: string;
  readonly sourceBrand: string;
}

/** One plan by id (AP4), active or not. */
export async function getPlanRecord(
  id: string,
): Promise<PlanRecord | undefined> {
  return getEntity<PlanRecord>(planKey(id), Entity.plan);
}

export const getPlan = async (id: string) => {
  const record = await getPlanRecord(id);
  return record && toPlanSummary(record);
};

/** Writes a plan and its tariff together; only active plans are indexed. */
export async function putCatalogueEntry(
  entry: CatalogueEntry,
  provenance: PlanProvenance,
): Promise<void> {
  const { summary } = entry;
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
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
            TableName: tableName,
            Item: {
              ...planTariffKey(summary.id),
              entity: Entity.planTariff,
              schemaVersion: 1,
              tariff: JSON.stringify(entry.tariff),
            },
          },
        },
      ],
    }),
  );
}

/** Marks a plan no longer published: kept, but out of the active index. */
export async function deactivatePlan(id: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: planKey(id),
      UpdateExpression: 'SET isActive = :false REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':false': false },
    }),
  );
}

const BATCH_GET_LIMIT = 100;

/** The CDR tariffs of some plans (AP4b), in chunks, retrying what is left. */
export async function getTariffs(
  ids: readonly string[],
): Promise<Map<string, unknown>> {
  const tariffs = new Map<string, unknown>();
  for (let start = 0; start < ids.length; start += BATCH_GET_LIMIT) {
    let keys: Record<string, unknown>[] | undefined = ids
      .slice(start, start + BATCH_GET_LIMIT)
      .map((id) => planTariffKey(id));
    for (let attempt = 0; keys?.length && attempt < 5; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const result: BatchGetCommandOutput = await batchGetItems({
        RequestItems: { [tableName]: { Keys: keys } },
      });
      for (const item of result.Responses?.[tableName] ?? []) {
        tariffs.set(
          planIdOfKey(String(item.pk)),
          JSON.parse(String(item.tariff)),
        );
      }
      keys = result.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return tariffs;
}

/** What an import compares a listed plan against. */
export type StoredPlanVersion = Pick<
  PlanRecord,
  | 'id'
  | 'isActive'
  | 'energyType'
  | 'customerType'
  | 'networks'
  | 'availableStates'
  | 'cdrLastUpdated'
  | 'sourceBrand'
>;

/**
 * Active plans (AP3, AP13), projected to a few fields and read a page at a
 * time, so a national catalogue is never held whole.
 */
async function* activePlansProjected<F extends keyof PlanRecord>(
  fields: readonly F[],
): AsyncGenerator<Pick<PlanRecord, F>> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      TableName: tableName,
      IndexName: Index.byCollection,
      KeyConditionExpression: 'gsi1pk = :active',
      FilterExpression: 'entity = :plan',
      ProjectionExpression: fields.map((f) => `#${f}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(
        fields.map((f) => [`#${f}`, f]),
      ),
      ExpressionAttributeValues: {
        ':active': ACTIVE_PLANS,
        ':plan': Entity.plan,
      },
      ExclusiveStartKey: cursor,
    });
    for (const item of page.Items ?? []) {
      const { expiresAt, ...fieldsOnly } = item;
      yield fieldsOnly as Pick<PlanRecord, F>;
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}

export const activePlanMemberships = () =>
  activePlansProjected([
    'id',
    'energyType',
    'customerType',
    'networks',
    'availableStates',
    'includedPostcodes',
  ]);

export const activePlanVersions = () =>
  activePlansProjected([
    'id',
    'isActive',
    'energyType',
    'customerType',
    'networks',
    'availableStates',
    'cdrLastUpdated',
    'sourceBrand',
  ]);

/** Several plans by id (AP4), in chunks, retrying what is left. */
export async function getPlanRecords(
  ids: readonly string[],
): Promise<Map<string, PlanRecord>> {
  const records = new Map<string, PlanRecord>();
  for (let start = 0; start < ids.length; start += BATCH_GET_LIMIT) {
    let keys: Record<string, unknown>[] | undefined = ids
      .slice(start, start + BATCH_GET_LIMIT)
      .map((id) => planKey(id));
    for (let attempt = 0; keys?.length && attempt < 5; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const result: BatchGetCommandOutput = await batchGetItems({
        RequestItems: { [tableName]: { Keys: keys } },
      });
      for (const item of result.Responses?.[tableName] ?? []) {
        const record = fromItem<PlanRecord>(item);
        records.set(record.id, record);
      }
      keys = result.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return records;
}
