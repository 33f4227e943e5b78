import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { idempotencyGuardKey, leadKey } from '#data/keys';
import { callbackForm } from '#test-support/builders';
import { call, type ErrorBody } from '#test-support/http';
import { tableClient } from '#test-support/table';

interface Created {
  id: string;
  status: string;
  createdAt: string;
}
const table = tableClient();
afterAll(() => table.close());

const post = (form: unknown, key: string) =>
  call<Created & ErrorBody>('POST', '/api/callbacks', {
    json: form,
    headers: { 'idempotency-key': key },
  });

describe('a lead posted with one Idempotency-Key', () => {
  it('twice in a row makes one record and the same response', async () => {
    // Arrange
    const form = callbackForm();
    const key = randomUUID();
    const before = await table.leadCount('callback');
    // Act
    const first = await post(form, key);
    const second = await post(form, key);
    // Assert
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await table.leadCount('callback')).toBe(before + 1);
    expect(await table.get(leadKey(first.body.id))).toBeDefined();
  });

  it('ten times at once makes one record, every caller told its id', async () => {
    // Arrange
    const form = callbackForm();
    const key = randomUUID();
    const before = await table.leadCount('callback');
    // Act
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(form, key)),
    );
    // Assert
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(await table.leadCount('callback')).toBe(before + 1);
    const guard = await table.get(idempotencyGuardKey('callback', key));
    expect(guard?.leadId).toBe([...ids][0]);
  });

  it('with a different body answers 422 and stores nothing more', async () => {
    // Arrange
    const key = randomUUID();
    const first = await post(callbackForm(), key);
    const before = await table.leadCount('callback');
    // Act
    const other = await post(callbackForm({ name: 'Someone Else' }), key);
    // Assert
    expect(first.status).toBe(201);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await table.leadCount('callback')).toBe(before);
  });
});
