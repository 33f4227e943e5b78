import { planKey, planTariffKey } from '#data/keys';
import type { tableClient } from './table.ts';

/**
 * Stores a copy of a published plan under `id`, as the import leaves a
 * withdrawn one: not active, out of the listing index, its tariff kept.
 */
export async function storeWithdrawnCopy(
  table: ReturnType<typeof tableClient>,
  sourceId: string,
  id: string,
): Promise<void> {
  const record = await table.get(planKey(sourceId));
  const tariff = await table.get(planTariffKey(sourceId));
  const { gsi1pk, gsi1sk, ...kept } = record ?? {};
  await table.put({ ...kept, ...planKey(id), id, isActive: false });
  await table.put({ ...tariff, ...planTariffKey(id) });
}
