/**
 * npm run bench:national: generates the national fixture market, imports
 * it from a folder into a fresh in-memory table, then measures the compare
 * and rates read path in a fresh process (`--runs N`: N of them, each
 * figure's median). (The whole-catalogue read it replaced was measured
 * beside it once; docs/performance.md has the ratio.)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localClientConfig } from '../../../infra/local/aws.ts';
import { startDynamoDbLocal } from '../../../infra/local/dynamodb.ts';
import {
  applyTableEnvironment,
  LOCAL_TABLE,
} from '../../../infra/local/environment.ts';
import { ensureTable } from '../../../infra/local/table.ts';

const STATES = ['NSW', 'VIC', 'QLD', 'SA', 'TAS'] as const;
/** npm run bench:whatif: the compares carry a what-if (docs/what-if.md). */
const whatIf = process.argv.includes('--what-if');
/** npm run bench:national -- --bill: the compares carry a year of bills (docs/household.md). */
const bill = process.argv.includes('--bill');
const tsx = join('node_modules', '.bin', 'tsx');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cores = cpus();
process.stdout.write(
  `machine: ${cores[0]?.model ?? 'unknown CPU'}, ${cores.length} cores, node ${process.version}\n`,
);

const dir = mkdtempSync(join(tmpdir(), 'national-market-'));
let started = performance.now();
execFileSync(tsx, ['infra/local/cdr/national/write-market.ts', '--out', dir], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.stdout.write(
  `market written to a folder in ${seconds(performance.now() - started)}\n`,
);

const db = await startDynamoDbLocal();
try {
  const client = new DynamoDBClient(localClientConfig(db.endpoint));
  await ensureTable(client, LOCAL_TABLE);
  client.destroy();
  applyTableEnvironment(db.endpoint);
  const { importFolder } = await import(
    '../../../infra/local/import-folder.ts'
  );
  started = performance.now();
  const first = await importFolder(dir);
  const importMs = performance.now() - started;
  process.stdout.write(
    `import: ${first.plansAdded} plans added, ${first.plansSkipped} skipped, ${first.partitionsChanged} partitions published in ${seconds(importMs)}\n`,
  );
  started = performance.now();
  const again = await importFolder(dir);
  process.stdout.write(
    `import again, unchanged: ${again.plansChecked} checked, ${again.plansUnchanged} unchanged, ${again.plansAdded + again.plansUpdated} written in ${seconds(performance.now() - started)}\n`,
  );

  const { catalogueReader } = await import('#wiring/market-catalogue');
  const { stateOfPostcode } = await import('#shared/domain/postcode');
  const index = await catalogueReader.currentIndex();
  const [largest, entry] = Object.entries(index.partitions)
    .filter(([id]) => id.startsWith('electricity.residential.'))
    .sort((a, b) => b[1].planIds.length - a[1].planIds.length)[0] ?? [
    '',
    undefined,
  ];
  const largestNetwork = largest.split('.')[2] ?? '';
  const postcodes = Object.entries(index.market.postcodeNetworks.ELECTRICITY);
  const coldPostcode =
    postcodes.find(([, networks]) => networks.includes(largestNetwork))?.[0] ??
    '3000';
  const perState = STATES.map(
    (state) =>
      postcodes.find(
        ([postcode]) => stateOfPostcode(postcode) === state,
      )?.[0] ??
      { NSW: '2000', VIC: '3000', QLD: '4000', SA: '5000', TAS: '7000' }[state],
  );
  process.stdout.write(
    `largest partition: ${largest} (${entry?.planIds.length ?? 0} plans; cold compare at ${coldPostcode}); warm compares at ${perState.join(', ')}\n\n`,
  );

  const measure = () =>
    JSON.parse(
      execFileSync(
        tsx,
        [
          'test/bench/national/measure-read-path.ts',
          '--cold',
          coldPostcode,
          '--postcodes',
          perState.join(','),
          ...(whatIf ? ['--what-if'] : []),
          ...(bill ? ['--bill'] : []),
        ],
        {
          env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
          maxBuffer: 1 << 20,
        },
      )
        .toString()
        .trim()
        .split('\n')
        .at(-1) ?? '{}',
    ) as Record<string, number>;
  // --runs N: N fresh processes over the one import, each figure's median.
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
  const all = Array.from({ length: runs }, measure);
  const figures: Record<string, number> = {};
  for (const key of Object.keys(all[0] ?? {})) {
    const sorted = all.map((f) => f[key] ?? 0).sort((a, b) => a - b);
    figures[key] = sorted[Math.floor(sorted.length / 2)] ?? 0;
  }
  if (runs > 1)
    process.stdout.write(
      `medians of ${runs} fresh processes; first compares: ${all.map((f) => (f.coldMs ?? 0).toFixed(0)).join(', ')} ms\n`,
    );
  const row = (label: string, key: string, unit: string) =>
    process.stdout.write(
      `${label.padEnd(40)} ${(figures[key] ?? 0).toFixed(1).padStart(9)} ${unit}\n`,
    );
  if (whatIf) {
    row('what-if, first compare, fresh process', 'coldMs', 'ms');
    row('what-if, same request again p50', 'warmP50Ms', 'ms');
    row('what-if, same request again p99', 'warmP99Ms', 'ms');
    row('what-if, a new battery size p50', 'newWhatIfP50Ms', 'ms');
    row('compare without what-if p50', 'plainP50Ms', 'ms');
  } else if (bill) {
    row('bill, first compare, fresh process', 'coldMs', 'ms');
    row('bill, warm compare p50', 'warmP50Ms', 'ms');
    row('bill, warm compare p99', 'warmP99Ms', 'ms');
    row('typed use, warm compare p50', 'typedP50Ms', 'ms');
    row('bill, a new bill each time p50 (cold pc)', 'newBillP50Ms', 'ms');
  } else {
    row('first compare, fresh process', 'coldMs', 'ms');
    row('warm compare p50', 'warmP50Ms', 'ms');
    row('warm compare p99', 'warmP99Ms', 'ms');
    row('/api/rates first page p50', 'ratesP50Ms', 'ms');
    row('/api/rates first page p99', 'ratesP99Ms', 'ms');
    row('/api/rates first page, first request', 'ratesFirstMs', 'ms');
    row('/api/rates by home cost, first request', 'ratesByHomeFirstMs', 'ms');
    row('/api/rates by home cost p50', 'ratesByHomeP50Ms', 'ms');
    row('heap after the first compare', 'heapOnePartitionMb', 'MB');
    row('peak heap (garbage included)', 'peakHeapMb', 'MB');
    row('resident set at the end', 'rssMb', 'MB');
  }
} finally {
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
