import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The built SPA; built first when a fresh clone has none yet. */
export function builtWebRoot(): string {
  const root = resolve(import.meta.dirname, '..');
  const webRoot = resolve(root, 'web/dist');
  if (!existsSync(resolve(webRoot, 'index.html'))) {
    execSync('npm run --silent build:web', { cwd: root, stdio: 'inherit' });
  }
  return webRoot;
}
