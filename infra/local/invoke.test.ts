import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  FunctionTimedOutError,
  loadHandler,
  runWithinBudget,
} from './invoke.ts';

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

  it('loads a handler again after a load that failed, instead of failing it forever', async () => {
    // Arrange: a module that fails to load until its setting is there.
    const root = mkdtempSync(join(tmpdir(), 'invoke-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const setting = `INVOKE_PROBE_${process.pid}`;
    writeFileSync(
      join(root, 'probe.ts'),
      `if (!process.env.${setting}) throw new Error('${setting} missing');\n` +
        `export const handler = async () => process.env.${setting};\n`,
    );
    const first = await loadHandler('probe', root).catch(String);
    // Act
    process.env[setting] = 'set';
    onTestFinished(() => {
      delete process.env[setting];
    });
    const second = await loadHandler('probe', root);
    // Assert
    expect(first).toContain(`${setting} missing`);
    expect(await second({}, {} as never)).toBe('set');
  });
});
