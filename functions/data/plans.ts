import type { BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { Index } from '#manifest/table';
import type {
  PlanProvenance,
  StoredPlanVersion,
} from '#use-cases/ports-plan-history';
import { type PlanRecord, toPlanSummary } from '#use-cases/ports-plans';
import { tableName } from './client.ts';
import { fromItem } from './items.ts';
import {
  ACTIVE_PLANS,
  Entity,
  planIdOfKey,
  planKey,
  planTariffKey,
} from './keys.ts';
import { batchGetItems, getEntity, queryItems } from './reads.ts';

export { deactivatePlan, putCatalogueEntry } from './plan-writes.ts';
export type { PlanProvenance, PlanRecord, StoredPlanVersion };

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
        RequestItems: { [tableName()]: { Keys: keys } },
      });
      for (const item of result.Responses?.[tableName()] ?? []) {
        tariffs.set(
          planIdOfKey(String(item.pk)),
          JSON.parse(String(item.tariff)),
        );
      }
      keys = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return tariffs;
}

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
      TableName: tableName(),
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
        RequestItems: { [tableName()]: { Keys: keys } },
      });
      for (const item of result.Responses?.[tableName()] ?? []) {
        const record = fromItem<PlanRecord>(item);
        records.set(record.id, record);
      }
      keys = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return records;
}
