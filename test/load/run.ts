/**
 * `npm run bench:load`: 50 concurrent clients for 30 s against the local
 * stack on 127.0.0.1 (plan lists, comparisons and call-back requests from
 * a separate generator process, see generator.ts), then a reconciliation:
 * every call back answered 2xx is stored exactly once and has exactly one
 * staff e-mail in the outbox. Exits 1 on any error or unreconciled lead.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../../infra/local/stack.ts';
import type { LoadOptions, LoadResult, LoadSample } from './generator.ts';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
/** Inside the forms' limit of 10 a minute per client. */
const LEAD_INTERVAL_MS = Number(process.env.LOAD_LEAD_INTERVAL_MS ?? 7000);

const percentile = (sorted: number[], p: number) =>
  sorted[
    Math.min(
      sorted.length - 1,
      Math.max(0, Math.ceil((p / 100) * sorted.length) - 1),
    )
  ] ?? 0;

function runGenerator(options: LoadOptions): Promise<LoadResult> {
  const script = fileURLToPath(new URL('./generator.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, JSON.stringify(options)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
        : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}

async function reconcile(base: string, created: Map<string, string>) {
  const { messages } = (await (
    await fetch(`${base}/_dev/outbox.json`)
  ).json()) as { messages: { text: string }[] };
  const mailed = new Map<string, number>();
  for (const m of messages) {
    const email = /E-mail: (\S+)/.exec(m.text)?.[1];
    if (email) mailed.set(email, (mailed.get(email) ?? 0) + 1);
  }
  const emails = [...created.values()];
  const missing = emails.filter((email) => !mailed.has(email));
  const duplicated = emails.filter((email) => (mailed.get(email) ?? 0) > 1);
  // Loaded late: the data module reads the stack's settings at import.
  const { getCallbackRequest } = await import('#data/callback-requests');
  let notStored = 0;
  for (const [id, email] of created) {
    if ((await getCallbackRequest(id))?.email !== email) notStored += 1;
  }
  return { missing, duplicated, notStored };
}

function line(label: string, samples: readonly LoadSample[]) {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  return `${label}: ${samples.length} requests, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`;
}

/** Warm each route first: the figures are for a warm stack (the first
 * request after start, reported by bench:api, is not what 50 clients see). */
async function warmUp(base: string) {
  await runGenerator({ base, clients: 4, seconds: 2, leadIntervalMs: 60_000 });
}

const stack = await startLocalStack({ port: 0, host: '127.0.0.1' });
try {
  const base = stack.url.replace('localhost', '127.0.0.1');
  await warmUp(base);
  const { samples, created: createdRecord } = await runGenerator({
    base,
    clients: CLIENTS,
    seconds: SECONDS,
    leadIntervalMs: LEAD_INTERVAL_MS,
  });
  const created = new Map(Object.entries(createdRecord));
  await stack.settle();
  await new Promise((r) => setTimeout(r, 3000));
  await stack.settle();
  const { missing, duplicated, notStored } = await reconcile(base, created);
  const errors = samples.filter((s) => s.status < 200 || s.status >= 300);
  const byStatus = new Map<number, number>();
  for (const e of errors)
    byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1);
  const out = [
    `load: ${CLIENTS} clients (one loopback address each) for ${SECONDS} s on 127.0.0.1, generator in its own process`,
    line('all', samples),
    ...(['plans', 'compare', 'callback'] as const).map(
      (kind) =>
        `  ${line(
          kind,
          samples.filter((s) => s.kind === kind),
        )}`,
    ),
    `errors: ${errors.length}${errors.length ? ` (${[...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ')})` : ''}`,
    `reconciliation: ${created.size} call backs answered 2xx; not stored ${notStored}; ` +
      `e-mails missing ${missing.length}, duplicated ${duplicated.length}`,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  const clean =
    errors.length === 0 &&
    notStored === 0 &&
    missing.length === 0 &&
    duplicated.length === 0;
  process.exitCode = clean ? 0 : 1;
} finally {
  await stack.stop();
}
