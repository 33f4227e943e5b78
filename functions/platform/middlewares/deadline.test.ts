import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { DEADLINE_MARGIN_MS, deadlineSignal } from '../deadline.ts';
import { invocationDeadline } from './deadline.ts';

const withRemaining = (remainingMs: number) => {
  const end = Date.now() + remainingMs;
  return {
    getRemainingTimeInMillis: () => end - Date.now(),
  } as unknown as Context;
};

type Result = { statusCode: number; headers?: Record<string, string> };

/** Stands in for a database call: ends only when the deadline aborts it. */
const stuckCall = async () => {
  await Promise.resolve();
  const signal = deadlineSignal();
  if (!signal) throw new Error('no deadline in scope');
  return new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason)),
  );
};

describe('invocationDeadline', () => {
  it('answers a route stuck past the deadline with 503 and Retry-After inside the budget', async () => {
    // Arrange: the route ignores the abort and never answers.
    const budgetMs = DEADLINE_MARGIN_MS + 300;
    const route = invocationDeadline(() => new Promise<Result>(() => {}));
    const started = Date.now();
    // Act
    const response = (await route({}, withRemaining(budgetMs))) as Result;
    // Assert
    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'retry-after': '1' });
    expect(Date.now() - started).toBeLessThan(budgetMs);
  });

  it('aborts every call the invocation makes at the budget minus the margin', async () => {
    // Arrange
    const budgetMs = DEADLINE_MARGIN_MS + 300;
    let abortedAfterMs = -1;
    const started = Date.now();
    const route = invocationDeadline(async () => {
      await stuckCall().catch((error: Error) => {
        abortedAfterMs = Date.now() - started;
        expect(error.name).toBe('DeadlineExceeded');
      });
      return { statusCode: 503 };
    });
    // Act
    await route({}, withRemaining(budgetMs));
    // Assert
    expect(abortedAfterMs).toBeGreaterThanOrEqual(290);
    expect(abortedAfterMs).toBeLessThan(budgetMs);
  });

  it("keeps a route's own answer when it comes in time, and leaves no deadline behind", async () => {
    // Arrange
    let seen: AbortSignal | undefined;
    const route = invocationDeadline(async () => {
      seen = deadlineSignal();
      return { statusCode: 201 };
    });
    // Act
    const response = (await route({}, withRemaining(10_000))) as Result;
    // Assert
    expect(response.statusCode).toBe(201);
    expect(seen?.aborted).toBe(false);
    expect(deadlineSignal()).toBeUndefined();
  });

  it('gives concurrent invocations deadlines of their own', async () => {
    // Arrange
    const signals: (AbortSignal | undefined)[] = [];
    const route = invocationDeadline(async () => {
      await Promise.resolve();
      signals.push(deadlineSignal());
      return { statusCode: 200 };
    });
    // Act
    await Promise.all([
      route({}, withRemaining(10_000)),
      route({}, withRemaining(10_000)),
    ]);
    // Assert
    expect(signals).toHaveLength(2);
    expect(signals[0]).toBeDefined();
    expect(signals[0]).not.toBe(signals[1]);
  });
});
