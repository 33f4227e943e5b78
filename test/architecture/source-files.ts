import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, for reading docs and sources in doc tests. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.data']);

/** Text files below `folders` (repo-relative) with one of `extensions`. */
export function sourceFiles(
  folders: readonly string[],
  extensions: readonly string[],
): { path: string; text: string }[] {
  const found: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((ext) => entry.name.endsWith(ext)))
        found.push({
          path: relative(repoRoot, full),
          text: readFileSync(full, 'utf8'),
        });
    }
  };
  for (const folder of folders) walk(join(repoRoot, folder));
  return found;
}

export const readDoc = (name: string) =>
  readFileSync(join(repoRoot, 'docs', name), 'utf8');
