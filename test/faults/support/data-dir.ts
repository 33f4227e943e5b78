import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished, vi } from 'vitest';

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

/** Waits until `probe` is true; fails after `timeoutMs`. */
export async function until(
  probe: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  await vi.waitUntil(probe, { timeout: timeoutMs, interval: 100 });
}
