/**
 * `npm run bench:load`: 50 concurrent clients for 30 s against the local
 * stack on 127.0.0.1 (a mix of plan lists, comparisons and call-back
 * requests), then a reconciliation: every call back answered 2xx is stored
 * exactly once and its staff e-mail is in the outbox. Bounded in time.
 */
import { startLocalStack } from '../../infra/local/stack.ts';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);

interface Sample {
  readonly kind: string;
  readonly ms: number;
  readonly status: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[
    Math.min(
      sorted.length - 1,
      Math.max(0, Math.ceil((p / 100) * sorted.length) - 1),
    )
  ] ?? 0;

async function request(base: string, client: number, n: number) {
  const pick = n % 4;
  if (pick === 0)
    return { kind: 'plans', init: { method: 'GET' }, path: '/api/plans' };
  if (pick === 1) {
    const body = {
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 + (n % 200) },
    };
    return {
      kind: 'compare',
      path: '/api/compare',
      init: { method: 'POST', body: JSON.stringify(body) },
    };
  }
  const email = `load.${client}.${n}.${base.length}@example.com`;
  const body = { name: `Load ${client}`, phone: '0400 000 000', email };
  return {
    kind: 'callback',
    path: '/api/callbacks',
    init: { method: 'POST', body: JSON.stringify(body) },
    email,
  };
}

async function client(
  base: string,
  id: number,
  until: number,
  samples: Sample[],
  created: Map<string, string>,
) {
  for (let n = 0; Date.now() < until; n++) {
    const r = await request(base, id, n);
    const started = performance.now();
    const response = await fetch(`${base}${r.path}`, {
      ...r.init,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
    const text = response ? await response.text() : '';
    samples.push({
      kind: r.kind,
      ms: performance.now() - started,
      status: response?.status ?? 0,
    });
    if (r.kind === 'callback' && response?.ok && 'email' in r && r.email) {
      created.set((JSON.parse(text) as { id: string }).id, r.email);
    }
  }
}

async function reconcile(base: string, created: Map<string, string>) {
  const { messages } = (await (
    await fetch(`${base}/_dev/outbox.json`)
  ).json()) as {
    messages: { text: string }[];
  };
  const mailed = new Map<string, number>();
  for (const m of messages) {
    const email = /E-mail: (\S+)/.exec(m.text)?.[1];
    if (email) mailed.set(email, (mailed.get(email) ?? 0) + 1);
  }
  const missing = [...created.values()].filter((email) => !mailed.has(email));
  const duplicated = [...created.values()].filter(
    (email) => (mailed.get(email) ?? 0) > 1,
  );
  // Loaded late: the data module reads the stack's settings at import.
  const { getCallbackRequest } = await import('#data/callback-requests');
  let notStored = 0;
  for (const [id, email] of created) {
    if ((await getCallbackRequest(id))?.email !== email) notStored += 1;
  }
  return { missing, duplicated, notStored };
}

const stack = await startLocalStack({ port: 0, host: '127.0.0.1' });
try {
  const base = stack.url.replace('localhost', '127.0.0.1');
  const samples: Sample[] = [];
  const created = new Map<string, string>();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      client(base, i, until, samples, created),
    ),
  );
  await stack.settle();
  await new Promise((r) => setTimeout(r, 3000));
  await stack.settle();
  const { missing, duplicated, notStored } = await reconcile(base, created);
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter(
    (s) => s.status < 200 || s.status >= 300,
  ).length;
  process.stdout.write(
    `load: ${CLIENTS} clients for ${SECONDS} s on 127.0.0.1 — ${samples.length} requests, ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, errors ${errors}\n`,
  );
  for (const kind of ['plans', 'compare', 'callback']) {
    const k = samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    process.stdout.write(
      `  ${kind}: ${k.length} requests, p50 ${percentile(k, 50).toFixed(1)} ms, p99 ${percentile(k, 99).toFixed(1)} ms\n`,
    );
  }
  process.stdout.write(
    `reconciliation: ${created.size} call backs answered 2xx; not stored ${notStored}; ` +
      `e-mails missing ${missing.length}, duplicated ${duplicated.length}\n`,
  );
  const clean =
    errors === 0 &&
    notStored === 0 &&
    missing.length === 0 &&
    duplicated.length === 0;
  process.exitCode = clean ? 0 : 1;
} finally {
  await stack.stop();
}
