/**
 * The load generator of `npm run bench:load`, run as its own process so its
 * work never shares an event loop with the stack it measures. Each client
 * keeps one connection from its own loopback address (127.0.0.2, .3, …) so
 * the stack sees distinct visitors, and posts a lead at most once every
 * LEAD_INTERVAL_MS (inside the public forms' per-client limit); between
 * leads it lists plans and compares. Prints one JSON result on stdout.
 */
import { Agent, request } from 'node:http';

export interface LoadSample {
  readonly kind: 'plans' | 'compare' | 'callback';
  readonly ms: number;
  readonly status: number;
}

export interface LoadResult {
  readonly samples: LoadSample[];
  /** Lead id → e-mail for every call back answered 2xx. */
  readonly created: Record<string, string>;
}

export interface LoadOptions {
  readonly base: string;
  readonly clients: number;
  readonly seconds: number;
  readonly leadIntervalMs: number;
}

interface Planned {
  readonly kind: LoadSample['kind'];
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly email?: string;
}

function plan(
  client: number,
  n: number,
  leadDue: boolean,
  run: string,
): Planned {
  if (leadDue) {
    const email = `load.${run}.${client}.${n}@example.com`;
    const body = JSON.stringify({
      name: `Load ${client}`,
      phone: '0400 000 000',
      email,
    });
    return {
      kind: 'callback',
      method: 'POST',
      path: '/api/callbacks',
      body,
      email,
    };
  }
  if (n % 2 === 0)
    return { kind: 'plans', method: 'GET', path: '/api/plans?state=NSW' };
  const body = JSON.stringify({
    postcode: '2000',
    usage: { kind: 'monthlyKwh', monthlyKwh: 300 + (n % 200) },
  });
  return { kind: 'compare', method: 'POST', path: '/api/compare', body };
}

function send(
  agent: Agent,
  base: URL,
  planned: Planned,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: planned.method,
        path: planned.path,
        headers: planned.body
          ? {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(planned.body),
            }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', () => resolve({ status: 0, text: '' }));
      },
    );
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(planned.body);
  });
}

async function runClient(
  options: LoadOptions,
  client: number,
  until: number,
  result: LoadResult,
  run: string,
) {
  const base = new URL(options.base);
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 1,
    localAddress: `127.0.0.${2 + client}`,
  });
  // Stagger the first lead so 50 clients don't post in the same instant.
  let nextLead =
    Date.now() +
    Math.floor((client / options.clients) * options.leadIntervalMs);
  try {
    for (let n = 0; Date.now() < until; n++) {
      const leadDue = Date.now() >= nextLead;
      if (leadDue) nextLead = Date.now() + options.leadIntervalMs;
      const planned = plan(client, n, leadDue, run);
      const started = performance.now();
      const { status, text } = await send(agent, base, planned);
      result.samples.push({
        kind: planned.kind,
        ms: performance.now() - started,
        status,
      });
      if (planned.email && status >= 200 && status < 300) {
        result.created[(JSON.parse(text) as { id: string }).id] = planned.email;
      }
    }
  } finally {
    agent.destroy();
  }
}

export async function generateLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.clients > 250) throw new Error('at most 250 loopback clients');
  const result: LoadResult = { samples: [], created: {} };
  const until = Date.now() + options.seconds * 1000;
  const run = Date.now().toString(36);
  await Promise.all(
    Array.from({ length: options.clients }, (_, i) =>
      runClient(options, i, until, result, run),
    ),
  );
  return result;
}

if (process.argv[2]) {
  const options = JSON.parse(process.argv[2]) as LoadOptions;
  const result = await generateLoad(options);
  process.stdout.write(JSON.stringify(result));
}
