import { startLocalStack } from '../../../infra/local/stack.ts';
import { supervisedPids } from '../../../infra/local/supervision/watchdog.ts';

/**
 * A persisted local stack in its own process, so a test can kill -9 it:
 * prints one JSON line once it serves, stops gracefully on SIGTERM.
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
process.on('SIGTERM', () => {
  void stack.stop().then(() => process.exit(0));
});
