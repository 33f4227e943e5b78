/**
 * Measures the price history's stored bytes on the local stack
 * (docs/price-history.md): imports the fixture plans, publishes a dearer
 * version of each through the local CDR source's dev route, imports
 * again, then sizes every version item as DynamoDB bills it.
 * Run: `npx tsx infra/local/history-bytes.ts`.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { localClientConfig } from './aws.ts';
import { fixturePlans } from './cdr/fixtures/fixture-plans.ts';
import { startLocalStack } from './stack.ts';

/** An attribute value's billed size: UTF-8 strings, about a byte per two digits. */
function valueBytes(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number')
    return Math.ceil(String(Math.abs(value)).replace(/\D/g, '').length / 2) + 1;
  if (Array.isArray(value))
    return 3 + value.reduce((sum, v) => sum + 1 + valueBytes(v), 0);
  if (typeof value === 'object')
    return (
      3 +
      itemBytes(value as Record<string, unknown>) +
      Object.keys(value).length
    );
  return 0;
}

const itemBytes = (item: Record<string, unknown>) =>
  Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value),
    0,
  );

const stats = (sizes: number[]) => {
  const sorted = [...sizes].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return {
    items: sorted.length,
    min: sorted[0],
    median: sorted[Math.floor(sorted.length / 2)],
    mean: Math.round(mean),
    max: sorted.at(-1),
  };
};

const stack = await startLocalStack({ port: 0 });
try {
  for (const plan of fixturePlans) {
    await fetch(`${stack.url}/_dev/cdr/raise-price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ planId: plan.planId, percent: 10 }),
    });
  }
  const [{ runPriceUpdate }, { newRun }, { planSource }, { importStores }] =
    await Promise.all([
      import('#use-cases/plans/import-plans'),
      import('#use-cases/plans/price-update-run'),
      import('#wiring/plan-source'),
      import('#wiring/plan-catalogue-store'),
    ]);
  const { clock, ids } = importStores;
  const run = await runPriceUpdate(
    { ...importStores, source: planSource },
    newRun(ids.next(), 'manual', clock.now()),
  );
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient(localClientConfig(stack.endpoints.dynamodb)),
  );
  const byVersion = new Map<number, number[]>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: stack.tableName,
        FilterExpression: 'entity = :v',
        ExpressionAttributeValues: { ':v': 'PlanVersion' },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      const sizes = byVersion.get(Number(item.versionNumber)) ?? [];
      sizes.push(itemBytes(item));
      byVersion.set(Number(item.versionNumber), sizes);
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  console.log(
    JSON.stringify(
      {
        secondRun: { status: run.status, plansUpdated: run.plansUpdated },
        firstVersions: stats(byVersion.get(1) ?? []),
        changedVersions: stats(byVersion.get(2) ?? []),
      },
      null,
      2,
    ),
  );
} finally {
  await stack.stop();
}
