import { parseArgs } from 'node:util';
import { redriveParked, redriveReport } from './redrive-client.ts';
import { findRunningStack } from './stack-file.ts';

const DATA_DIR = '.data';

const { values } = parseArgs({ options: { id: { type: 'string' } } });
const running = findRunningStack(DATA_DIR);
if (!running?.url) {
  console.error(
    'redrive: no local stack is running here; start it with npm start',
  );
  process.exit(2);
}
// The stack binds 127.0.0.1; `localhost` may resolve to ::1 first.
const url = running.url.replace('//localhost:', '//127.0.0.1:');
const results = await redriveParked(url, values.id);
console.log(redriveReport(results, values.id));
process.exitCode = results.some((r) => r.outcome === 'parked') ? 1 : 0;
