import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { TIERS, type Tier } from './tiers.ts';

/**
 * Runs one tier of the suite step by step, stopping at the first failing
 * step, and prints each command's time and the whole run's
 * (docs/architecture.md, "Test tiers"): `tsx test/support/run-tier.ts test|full`.
 * The commands of one step run at once; each one's output is printed
 * whole when it ends, so two never interleave.
 */
const tier = process.argv[2] as Tier;
if (!(tier in TIERS)) throw new Error('usage: run-tier.ts test|full');

type Command = readonly [name: string, command: string, args: string[]];

const vitestProjects = (names: readonly string[]) =>
  names.flatMap((name) => ['--project', name]);
const SERVER_PROJECTS: readonly string[] = ['infra', 'integration'];
const [fastProjects, serverProjects] = [
  TIERS.test.filter((p) => !SERVER_PROJECTS.includes(p)),
  TIERS.test.filter((p) => SERVER_PROJECTS.includes(p)),
];
const webBuild: Command = [
  'web build',
  'npm',
  ['run', '--silent', 'build:web'],
];

const steps: Record<Tier, Command[][]> = {
  test: [
    // Checks that read the tree and the build share the two cores.
    [
      ['type checks', 'npm', ['run', '--silent', 'typecheck']],
      ['lint', 'npm', ['run', '--silent', 'lint']],
      ['import boundaries', 'npm', ['run', '--silent', 'boundaries']],
      webBuild,
    ],
    [
      [
        `fast suite (${fastProjects.join(', ')}) with the coverage gate`,
        'npx',
        ['vitest', 'run', ...vitestProjects(fastProjects), '--coverage'],
      ],
    ],
    [
      [
        `server suites (${serverProjects.join(', ')})`,
        'npx',
        ['vitest', 'run', ...vitestProjects(serverProjects)],
      ],
    ],
  ],
  // One project at a time: the fault scenarios' Java processes and the
  // national import slow the browser journeys past their waits when they
  // share two cores.
  full: [
    [webBuild],
    ...TIERS.full.map((project): Command[] => [
      [project, 'npx', ['vitest', 'run', ...vitestProjects([project])]],
    ]),
  ],
};

const seconds = (since: number) => (performance.now() - since) / 1000;
/** Whole seconds first, so 479.6 s reads 8 min 00 s, not 7 min 60 s. */
const minutes = (s: number) => {
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};

interface Outcome {
  readonly line: string;
  readonly ok: boolean;
}

/** Runs one command; alone it streams its output, beside others it holds it. */
function run([name, command, args]: Command, alone: boolean) {
  const started = performance.now();
  return new Promise<Outcome>((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code) => {
      if (held.length) process.stdout.write(Buffer.concat(held));
      resolve({
        line: `  ${minutes(seconds(started)).padStart(12)}  ${name}`,
        ok: code === 0,
      });
    });
  });
}

const started = performance.now();
const took: string[] = [];
let failed: string | undefined;
for (const step of steps[tier]) {
  const outcomes = await Promise.all(
    step.map((command) => run(command, step.length === 1)),
  );
  took.push(...outcomes.map((o) => o.line));
  const failures = step.filter((_, i) => !outcomes[i]?.ok);
  if (failures.length) {
    failed = failures.map(([name]) => name).join('", "');
    break;
  }
}
const script = tier === 'test' ? 'npm test' : 'npm run test:full';
console.log(`\n${script}, step by step:\n${took.join('\n')}`);
console.log(
  `${script} ${failed ? `FAILED at "${failed}"` : 'passed'} in ${minutes(seconds(started))}`,
);
process.exit(failed ? 1 : 0);
