import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localClientConfig } from './aws.ts';
import { startDynamoDbLocal } from './dynamodb.ts';
import { applyTableEnvironment, LOCAL_TABLE } from './environment.ts';
import { findRunningStack } from './stack-file.ts';
import { ensureTable } from './table.ts';

const DATA_DIR = '.data';
const usage = 'usage: npm run --silent import:plans -- --from DIR';

function folderArg(): string {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const dir = values.from && resolve(values.from);
  if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(dir ? `import:plans: ${dir} is not a folder` : usage);
    process.exit(2);
  }
  return dir;
}

/** The running stack's database, or our own on the same data folder. */
async function database() {
  const running = findRunningStack(DATA_DIR);
  if (running)
    return { endpoint: running.dynamodbEndpoint, stop: async () => undefined };
  const own = await startDynamoDbLocal(join(DATA_DIR, 'dynamodb'));
  const client = new DynamoDBClient(localClientConfig(own.endpoint));
  await ensureTable(client, LOCAL_TABLE);
  client.destroy();
  return own;
}

const dir = folderArg();
const db = await database();
try {
  applyTableEnvironment(db.endpoint);
  // Loaded after the settings: the modules read them at import.
  const { importFolder } = await import('./import-folder.ts');
  const summary = await importFolder(dir);
  console.log(JSON.stringify(summary, null, 2));
  process.exitCode = summary.status === 'completed' ? 0 : 1;
} finally {
  await db.stop();
}
