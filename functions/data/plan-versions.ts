import type { PlanVersionRecord } from '#use-cases/ports-plan-history';
import { tableName } from './client.ts';
import { absent, conditionalPut } from './conditional-write.ts';
import {
  Entity,
  PLAN_VERSION_PREFIX,
  planKey,
  planVersionKey,
} from './keys.ts';
import { queryItems } from './reads.ts';

/**
 * The Put of one plan version inside the plan's write transaction: its
 * number must be free, so a version is never overwritten (AP14).
 */
export function versionPut(record: PlanVersionRecord) {
  const { version, tariff, ...fields } = record;
  return conditionalPut({
    key: planVersionKey(record.planId, version),
    entity: Entity.planVersion,
    attributes: {
      ...fields,
      // `version` is a bookkeeping attribute elsewhere; the number is kept apart.
      versionNumber: version,
      tariff: JSON.stringify(tariff),
    },
    condition: absent,
  });
}

function fromVersionItem(item: Record<string, unknown>): PlanVersionRecord {
  const { pk, sk, entity, schemaVersion, versionNumber, tariff, ...fields } =
    item;
  return {
    ...(fields as Omit<PlanVersionRecord, 'version' | 'tariff'>),
    version: Number(versionNumber),
    tariff: JSON.parse(String(tariff)),
  };
}

/** A plan's versions, newest first, at most `limit` (AP14). */
export async function planVersions(
  id: string,
  limit: number,
): Promise<{ versions: PlanVersionRecord[]; more: boolean }> {
  const page = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': planKey(id).pk,
      ':prefix': PLAN_VERSION_PREFIX,
    },
    ScanIndexForward: false,
    // One more than asked says whether older versions were left out.
    Limit: limit + 1,
  });
  const items = page.Items ?? [];
  return {
    versions: items.slice(0, limit).map(fromVersionItem),
    more: items.length > limit,
  };
}

export const latestPlanVersion = async (id: string) =>
  (await planVersions(id, 1)).versions[0];
