import { parseArgs } from 'node:util';
import {
  prerenderedSiteName,
  prerenderWeb,
} from '../prerender/prerender-web.ts';
import { buildSiteName } from '../prerender/site-name.ts';
import { plansForMarket } from './cdr/national/market-option.ts';
import { startLocalStack } from './stack.ts';
import { removeStackFile, writeStackFile } from './stack-file.ts';
import { claimDataDir } from './supervision/single-stack.ts';
import { supervisedPids } from './supervision/watchdog.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const dataDir = '.data';
const cognitoPort = Number(process.env.COGNITO_PORT ?? 9229);
await claimDataDir(dataDir);
// Reported, not fatal: what was accepted is journalled on disk anyway.
process.on('unhandledRejection', (reason) =>
  console.error('[stack] unhandled rejection:', reason),
);
// The national-size market only when asked: it makes the startup import long.
const { values } = parseArgs({ options: { market: { type: 'string' } } });
const plans = plansForMarket(values.market ?? process.env.MARKET, new Date());
const stack = await startLocalStack({
  port,
  host,
  dataDir,
  cognitoPort,
  plans,
  // An operator's own origin for e-mail links, else this gateway's.
  siteUrl: process.env.SITE_URL,
});
// `npm run build:web` ran before the table could be read, so its pages
// carry the default name; a renamed site's are written again (docs/settings.md).
const siteName = await buildSiteName();
const builtName = prerenderedSiteName('web/dist');
if (builtName !== undefined && siteName !== builtName) {
  console.log(`  Pre-rendering the pages again, named ${siteName}…`);
  // Reported, not fatal: the app names the site once it loads anyway.
  await prerenderWeb(siteName).catch((error: Error) =>
    console.error(`[build] ${error.message}`),
  );
}
await writeStackFile(dataDir, {
  pid: process.pid,
  url: stack.url,
  dynamodbEndpoint: stack.endpoints.dynamodb,
  busEndpoint: stack.endpoints.bus,
  children: supervisedPids(),
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
  // Events not yet delivered stay in the bus journal for the next start.
  await stack.stop();
  removeStackFile(dataDir);
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
