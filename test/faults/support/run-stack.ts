import { startLocalStack } from '../../../infra/local/stack.ts';
import { supervisedPids } from '../../../infra/local/supervision/watchdog.ts';

/**
 * A persisted local stack in its own process, so a test can kill -9 it:
 * prints one JSON line once it serves, stops gracefully on SIGINT or
 * SIGTERM.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: run-stack.ts DATA_DIR');
const stack = await startLocalStack({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  retryBaseMs: 20,
  trustClientViewerAddress: true,
});
process.stdout.write(
  `${JSON.stringify({
    url: stack.url.replace('localhost', '127.0.0.1'),
    dynamodb: stack.endpoints.dynamodb,
    table: stack.tableName,
    children: supervisedPids(),
  })}\n`,
);
// Ctrl-C and SIGTERM stop as `npm start` does (infra/local/start.ts).
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void stack.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
