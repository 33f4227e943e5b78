import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'hash-key';

/**
 * The local stack's secret hash key (functions/platform/hash-key.ts):
 * generated once into its data folder and kept, so stored hashes stay
 * comparable across restarts; a fresh one per run without a data folder.
 * Delete the file to rotate it.
 */
export function localHashKey(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('base64url');
  const path = join(dataDir, FILE);
  try {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  return key;
}
