import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * Runs the fast suite (the vitest `unit` project: domain, contracts and
 * use cases on in-memory ports; and `component`: the web screens in
 * happy-dom) with the coverage gate, and
 * prints how long it took, so a slow unit test shows up in every
 * `npm test` (docs/architecture.md).
 */
const started = performance.now();
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'unit',
    '--project',
    'component',
    '--coverage',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nFast suite (vitest projects "unit" and "component"): ${seconds} s`,
);
process.exit(run.status ?? 1);
