import { describe, expect, it } from 'vitest';
import { FunctionTimedOutError, runWithinBudget } from './invoke.ts';

describe('the local invoker', () => {
  it('gives the handler a context whose remaining time is its budget', async () => {
    // Arrange
    let remaining = -1;
    // Act
    await runWithinBudget(
      'Budgeted',
      async (_event, context) => {
        remaining = context.getRemainingTimeInMillis();
      },
      {},
      3,
    );
    // Assert
    expect(remaining).toBeGreaterThan(2_900);
    expect(remaining).toBeLessThanOrEqual(3_000);
  });

  it('gives up on a handler that outlives its budget, as Lambda does', async () => {
    // Arrange
    const never = () => new Promise<never>(() => {});
    const started = Date.now();
    // Act
    const outcome = await runWithinBudget('Stuck', never, {}, 0.3).catch(
      (error: unknown) => error,
    );
    // Assert
    expect(outcome).toBeInstanceOf(FunctionTimedOutError);
    expect(String(outcome)).toContain(
      'Stuck: Task timed out after 0.30 seconds',
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("returns a handler's answer that comes in time", async () => {
    // Act
    const answer = await runWithinBudget('Quick', async () => 'done', {}, 1);
    // Assert
    expect(answer).toBe('done');
  });
});
