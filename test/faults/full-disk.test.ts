import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { callbackForm } from '../support/builders.ts';
import { randomViewerAddress } from '../support/viewer-address.ts';
import { scenarioDataDir } from './support/data-dir.ts';
import { databasePid, fillDiskFor } from './support/full-disk.ts';
import { settledReconciliation } from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';

describe('a full disk under the database', () => {
  it('answers a call back 503 with Retry-After, and its retry after the disk clears is stored and e-mailed once', async () => {
    // Arrange: DynamoDB Local can write nothing more.
    const stack = await stackOn(scenarioDataDir());
    const clearDisk = fillDiskFor(databasePid(stack));
    onTestFinished(() => clearDisk());
    const form = callbackForm({ message: 'fault run full-disk' });
    const key = randomUUID();
    const post = () =>
      fetch(`${stack.url}/api/callbacks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'cloudfront-viewer-address': randomViewerAddress(),
          'idempotency-key': key,
        },
        body: JSON.stringify(form),
      });
    // Act
    const refused = await post();
    const refusedBody = await refused.json();
    clearDisk();
    // The visitor's client retries once the answer says it may.
    await delay(Number(refused.headers.get('retry-after')) * 1000);
    const retried = await post();
    const { id } = (await retried.json()) as { id: string };
    const result = await settledReconciliation(stack, [
      { id, email: form.email },
    ]);
    // Assert
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refusedBody).toMatchObject({ error: { code: 'UNAVAILABLE' } });
    expect(retried.status).toBe(201);
    expect(result).toMatchObject({
      stored: 1,
      emailed: 1,
      lost: [],
      duplicated: [],
    });
  });
});
