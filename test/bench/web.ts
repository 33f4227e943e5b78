/**
 * `npm run bench:web`: Lighthouse (mobile preset, simulated throttling)
 * against the production build served by the embedded local stack.
 *
 * Builds the SPA first when web/dist is missing or older than its sources
 * (BENCH_WEB_BUILD=1 forces it), starts the stack in memory on a free port
 * serving a copy of web/dist, then audits each page BENCH_WEB_RUNS times
 * (3) in Debian's Chromium and prints the medians against the Lighthouse
 * goal. /switch and a plan page are audited with the top plan of a
 * comparison, as the results link to them. BENCH_WEB_PAGES picks labels
 * (comma-separated). It exits 0 when a goal is missed: it is a benchmark, not a
 * test. BENCH_WEB_REPORTS=<dir> keeps the JSON reports.
 */
import { mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { type LocalStack, startLocalStack } from '../../infra/local/stack.ts';
import { auditPage, type PageRun } from './web/audit.ts';
import { buildWeb, snapshotDist, staleReason } from './web/build.ts';
import { launchChrome } from './web/chrome.ts';
import { PAGE_LABELS, pageUrls } from './web/pages.ts';
import {
  formatFailures,
  formatTable,
  GOAL,
  type PageSummary,
  summarise,
} from './web/summary.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const REPORTS = process.env.BENCH_WEB_REPORTS;
/** BENCH_WEB_PAGES=/switch,/plans/:id audits only those labels. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').map((page) => page.trim());
const LABELS = ONLY
  ? PAGE_LABELS.filter((label) => ONLY.includes(label))
  : PAGE_LABELS;

let stack: LocalStack | undefined;
let chrome: LaunchedChrome | undefined;
let removeSnapshot: (() => void) | undefined;
let interrupted = false;

async function stopAll(): Promise<void> {
  chrome?.kill();
  chrome = undefined;
  const running = stack;
  stack = undefined;
  await running?.stop();
  removeSnapshot?.();
  removeSnapshot = undefined;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    process.stdout.write(`\n${signal}: stopping Chrome and the stack…\n`);
    void stopAll().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  const cores = cpus();
  process.stdout.write(
    `machine: ${cores[0]?.model ?? 'unknown CPU'}, ${cores.length} cores, node ${process.version}\n` +
      `Lighthouse mobile preset (simulated throttling), median of ${RUNS} runs per page\n\n`,
  );
  const reason = staleReason(process.env.BENCH_WEB_BUILD === '1');
  if (reason) {
    process.stdout.write(`building the SPA (${reason})…\n`);
    buildWeb();
  } else process.stdout.write('web/dist is current: not rebuilding\n');
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });

  const snapshot = snapshotDist();
  removeSnapshot = snapshot.remove;
  stack = await startLocalStack({
    port: 0,
    host: '127.0.0.1',
    webRoot: snapshot.root,
  });
  const origin = stack.url.replace('localhost', '127.0.0.1');
  chrome = await launchChrome();
  process.stdout.write(
    `local stack at ${origin}, Chromium on :${chrome.port}\n`,
  );

  const urls = await pageUrls(origin);
  process.stdout.write(`/switch is audited as ${urls.get('/switch')}\n`);
  const runs = new Map<string, PageRun[]>(LABELS.map((label) => [label, []]));
  // Round-robin, so a noisy moment on the shared machine hits one run of
  // several pages rather than every run of one page.
  for (let run = 1; run <= RUNS; run++) {
    for (const path of LABELS) {
      const slug =
        path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
      const file = REPORTS && join(REPORTS, `${slug}-${run}.json`);
      const result = await auditPage(urls.get(path) ?? '', chrome.port, file);
      runs.get(path)?.push(result);
      process.stdout.write(
        `  run ${run} ${path.padEnd(9)} perf ${result.scores.performance}, LCP ${result.lcpMs.toFixed(0)} ms\n`,
      );
    }
  }

  const pages: PageSummary[] = LABELS.map((path) =>
    summarise(path, runs.get(path) ?? []),
  );
  const missed = pages.filter((page) => page.misses.length);
  const failures = formatFailures(pages, RUNS);
  process.stdout.write(
    `\n${formatTable(pages)}\n\n` +
      `goal: performance ≥ ${GOAL.performance}, accessibility, best practices and SEO ${GOAL.seo}, on every page\n` +
      (missed.length
        ? `GOAL MISSED on ${missed.map((page) => page.path).join(', ')}\n`
        : 'every page meets the goal\n') +
      (failures ? `\nfailing audits:\n${failures}\n` : ''),
  );
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  // After Ctrl-C, Lighthouse fails on the closed browser: not news.
  if (!interrupted) console.error(error);
} finally {
  await stopAll();
}
