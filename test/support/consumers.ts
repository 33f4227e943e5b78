import { createHash } from 'node:crypto';
import { IDEMPOTENCY_RECORDS } from '#data/keys';
import { eventually } from './http.ts';
import { tableClient } from './table.ts';

/**
 * Waits until `consumer` has finished with the event of lead `id`: its
 * idempotency record (keyed as Powertools keys it: the prefix and the
 * base64 MD5 of the JSON id) says COMPLETED. Proof it ran, whatever it sent.
 */
export async function consumerCompleted(consumer: string, id: string) {
  const table = tableClient();
  const hash = createHash('md5').update(JSON.stringify(id)).digest('base64');
  try {
    return await eventually(async () => {
      const record = await table.get({
        pk: IDEMPOTENCY_RECORDS,
        sk: `${consumer}#${hash}`,
      });
      return record?.status === 'COMPLETED' ? record : undefined;
    });
  } finally {
    table.close();
  }
}
