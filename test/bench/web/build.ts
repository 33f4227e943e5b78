import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGES_SITEMAP } from '#shared/contracts/prerendered-files';

/** What the SPA build reads: newer than the last build means stale. */
const SOURCES = ['web', 'shared', 'package-lock.json'];
/** Written by the pre-render, the last step of `npm run build:web`. */
const BUILT_MARKER = `web/dist${PAGES_SITEMAP}`;

function newestMtime(path: string): number {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why the build must run, or undefined when web/dist is current. */
export function staleReason(force: boolean): string | undefined {
  if (force) return 'BENCH_WEB_BUILD=1';
  const built = statSync(BUILT_MARKER, { throwIfNoEntry: false });
  if (!built) return 'web/dist is missing';
  const source = Math.max(...SOURCES.map(newestMtime));
  return source > built.mtimeMs ? 'sources changed since the build' : undefined;
}

/** Runs `npm run build:web` (Vite build, then the pre-render). */
export function buildWeb(): void {
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm run build:web failed');
}

/**
 * A copy of web/dist for the stack to serve, so a build started meanwhile
 * (another terminal) cannot swap files under a run. Returns its folder
 * and a function that removes it.
 */
export function snapshotDist(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'bench-web-dist-'));
  cpSync('web/dist', root, { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
