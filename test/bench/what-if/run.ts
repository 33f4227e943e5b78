/**
 * npm run bench:whatif [-- --plans DIR [--nem12 FILE] [--postcode N]]:
 * a what-if (6.6 kW of solar and a battery) on the largest national
 * partition through the compare use case (cold, then warm p50), and, given
 * a folder of CDR plan files, through the cost CLI over every plan in it,
 * wall time of a fresh process (docs/performance.md).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    plans: { type: 'string' },
    nem12: { type: 'string' },
    postcode: { type: 'string', default: '2600' },
    runs: { type: 'string', default: '3' },
    'cli-only': { type: 'boolean', default: false },
  },
});
const tsx = join('node_modules', '.bin', 'tsx');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

if (!values['cli-only']) {
  execFileSync(tsx, ['test/bench/national/run.ts', '--what-if'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

if (!values.plans) {
  process.stdout.write(
    '\nCLI: not measured (give --plans DIR, a folder of CDR plan files)\n',
  );
  process.exit(0);
}

// As `npm run cost` runs it: bundled, then run by node.
const cliArgs = [
  'functions/cli/run-cost.sh',
  '--plans',
  values.plans,
  '--postcode',
  values.postcode,
  ...(values.nem12 ? ['--nem12', values.nem12] : ['--annual-kwh', '4800']),
  '--add-solar-kw',
  '6.6',
  '--add-battery-kwh',
  '10',
];
const times: number[] = [];
let priced = 0;
for (let i = 0; i < Number(values.runs); i++) {
  const started = performance.now();
  const out = execFileSync('bash', cliArgs, {
    maxBuffer: 1 << 28,
  });
  times.push(performance.now() - started);
  priced = (JSON.parse(out.toString()) as { pricedCount: number }).pricedCount;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
process.stdout.write(
  `\nCLI what-if over ${priced} plans (${values.nem12 ? 'meter file' : '4,800 kWh a year'}, postcode ${values.postcode}), ${times.length} fresh processes\n` +
    `${'median wall time'.padEnd(34)} ${(median / 1000).toFixed(2).padStart(9)} s\n` +
    `${'each'.padEnd(34)} ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s\n` +
    `load average (1, 5, 15 min) at the end: ${load()}\n`,
);
