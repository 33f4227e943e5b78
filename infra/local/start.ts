import { parseArgs } from 'node:util';
import { plansForMarket } from './cdr/national/market-option.ts';
import { startLocalStack } from './stack.ts';
import { removeStackFile, writeStackFile } from './stack-file.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const dataDir = '.data';
const cognitoPort = Number(process.env.COGNITO_PORT ?? 9229);
// The national-size market only when asked: it makes the startup import long.
const { values } = parseArgs({ options: { market: { type: 'string' } } });
const plans = plansForMarket(values.market ?? process.env.MARKET, new Date());
const stack = await startLocalStack({
  port,
  host,
  dataDir,
  cognitoPort,
  plans,
});
writeStackFile(dataDir, {
  pid: process.pid,
  url: stack.url,
  dynamodbEndpoint: stack.endpoints.dynamodb,
});

console.log(`
  Energy Compare is running at ${stack.url}

  Mail outbox (dev only): ${stack.url}/_dev/outbox
  Staff admin: ${stack.url}/admin/login
    e-mail:   ${stack.auth.staff.email}
    password: ${stack.auth.staff.password}
    (cognito-local at ${stack.auth.endpoint})
  Data is kept under .data/ — press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${signal}: stopping the local stack…`);
  removeStackFile(dataDir);
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
