import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtSiteName } from '#shared/contracts/built-site-name';

const root = resolve(import.meta.dirname, '../..');

/**
 * Pre-renders the pages of the SPA built in `dist` (web/scripts/prerender.ts)
 * naming the site `siteName`, in a process of its own (it loads the app in
 * Vite), so a local stack that asks keeps answering meanwhile.
 */
export async function prerenderWeb(
  siteName: string,
  dist = join(root, 'web/dist'),
): Promise<void> {
  const script = 'web/scripts/prerender.ts';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, '--site-name', siteName, '--dist', dist],
    { cwd: root, stdio: 'inherit' },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The pre-render failed (exit ${code})`);
}

/**
 * The site name the pages in `webRoot` were pre-rendered with; undefined
 * when nothing is built there (no pages to name).
 */
export function prerenderedSiteName(webRoot: string): string | undefined {
  const index = join(webRoot, 'index.html');
  if (!existsSync(index)) return undefined;
  return builtSiteName(readFileSync(index, 'utf8'));
}
