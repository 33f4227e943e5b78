import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callbackForm } from '#test-support/builders';
import { call } from '#test-support/http';

interface ErrorBody {
  error: { code: string; field?: string; message: string };
}

const submit = (form: Record<string, unknown>) =>
  call<ErrorBody>('POST', '/api/callbacks', {
    json: form,
    headers: { 'idempotency-key': randomUUID() },
  });

/** Waits out the last seconds of a minute so a burst fits in one window. */
async function startOfFreshWindow(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000)
    await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
}

describe('public lead forms from one client', () => {
  it('accept ten submissions a minute and answer the eleventh 429', async () => {
    // Arrange: one client (this machine's IP, one e-mail), well inside one
    // fixed one-minute window.
    await startOfFreshWindow();
    const form = callbackForm();
    // Act
    const responses = [];
    for (let i = 0; i < 11; i += 1) responses.push(await submit(form));
    // Assert
    expect(responses.map((r) => r.status)).toEqual([
      ...Array(10).fill(201),
      429,
    ]);
    expect(responses[10]?.body.error.code).toBe('RATE_LIMITED');
  });

  it('do not limit another client for the first one', async () => {
    // Arrange
    const flooder = callbackForm();
    for (let i = 0; i < 11; i += 1) await submit(flooder);
    // Act
    const other = await submit(callbackForm());
    // Assert
    expect(other.status).toBe(201);
  });
});
