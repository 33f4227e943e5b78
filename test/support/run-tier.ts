import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { TIERS, type Tier } from './tiers.ts';

/**
 * Runs one tier of the suite step by step, stopping at the first failure,
 * and prints each step's time and the whole run's (docs/architecture.md,
 * "Test tiers"): `tsx test/support/run-tier.ts test|full`.
 */
const tier = process.argv[2] as Tier;
if (!(tier in TIERS)) throw new Error('usage: run-tier.ts test|full');

const vitestProjects = (names: readonly string[]) =>
  names.flatMap((name) => ['--project', name]);
const [fastProjects, serverProjects] = [
  TIERS.test.filter((p) => p === 'unit' || p === 'component'),
  TIERS.test.filter((p) => p !== 'unit' && p !== 'component'),
];

const steps: Record<Tier, [string, string, string[]][]> = {
  test: [
    ['type checks', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['import boundaries', 'npm', ['run', '--silent', 'boundaries']],
    [
      `fast suite (${fastProjects.join(', ')}) with the coverage gate`,
      'npx',
      ['vitest', 'run', ...vitestProjects(fastProjects), '--coverage'],
    ],
    ['web build', 'npm', ['run', '--silent', 'build:web']],
    [
      `server suites (${serverProjects.join(', ')})`,
      'npx',
      ['vitest', 'run', ...vitestProjects(serverProjects)],
    ],
  ],
  // One project at a time: the fault scenarios' Java processes and the
  // national import slow the browser journeys past their waits when they
  // share two cores.
  full: [
    ['web build', 'npm', ['run', '--silent', 'build:web']],
    ...TIERS.full.map((project): [string, string, string[]] => [
      project,
      'npx',
      ['vitest', 'run', ...vitestProjects([project])],
    ]),
  ],
};

const seconds = (since: number) => (performance.now() - since) / 1000;
const minutes = (s: number) =>
  `${Math.floor(s / 60)} min ${(s % 60).toFixed(0).padStart(2, '0')} s`;

const started = performance.now();
const took: string[] = [];
let failed: string | undefined;
for (const [name, command, args] of steps[tier]) {
  const stepStarted = performance.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  took.push(`  ${minutes(seconds(stepStarted)).padStart(12)}  ${name}`);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}
const script = tier === 'test' ? 'npm test' : 'npm run test:full';
console.log(`\n${script}, step by step:\n${took.join('\n')}`);
console.log(
  `${script} ${failed ? `FAILED at "${failed}"` : 'passed'} in ${minutes(seconds(started))}`,
);
process.exit(failed ? 1 : 0);
