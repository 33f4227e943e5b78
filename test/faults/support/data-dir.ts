import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A fresh `.data/` for one scenario, removed after it. */
export function scenarioDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'faults-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Events the bus accepted and has not finished with. */
export const journalled = (dataDir: string): string[] => {
  try {
    return readdirSync(join(dataDir, 'bus-journal')).filter((n) =>
      n.endsWith('.json'),
    );
  } catch {
    return [];
  }
};

/** Polls `probe` until it is true; fails after `timeoutMs`. */
export async function until(
  probe: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
