/**
 * `npm run bench:api`: latency of the local API over HTTP (127.0.0.1), in
 * process: the embedded local stack (DynamoDB Local, cognito-local, the
 * gateway invoking the real handlers), seeded by its own startup import.
 *
 * For each route: the first request after the stack starts (the handler's
 * cold import) and warm p50/p99 of a bounded, sequential loop, against the
 * targets of docs/performance.md.
 */
import { cpus } from 'node:os';
import { idp } from '../../infra/local/cognito/idp.ts';
import { startLocalStack } from '../../infra/local/stack.ts';
import { randomViewerAddress } from '../support/viewer-address.ts';
import { topPlanAt2000 } from './top-plan.ts';

const WARMUP = 5;
const REQUESTS = Number(process.env.BENCH_API_REQUESTS ?? 300);

const targets = {
  'public read': { p50: 20, p99: 75 },
  'lead write': { p50: 40, p99: 150 },
  'admin list': { p50: 40, p99: 150 },
} as const;

interface Probe {
  readonly label: string;
  readonly kind: keyof typeof targets;
  readonly method: 'GET' | 'POST';
  /** A function when it needs the plan found after the stack starts. */
  readonly path: string | (() => string);
  readonly body?: () => unknown;
  readonly staff?: boolean;
}

let sequence = 0;
const callbackForm = () => {
  sequence += 1;
  return {
    name: 'Bench Caller',
    phone: '0412 345 678',
    email: `bench.${Date.now().toString(36)}.${sequence}@example.com`,
    postcode: '2000',
    preferredTime: 'morning',
    message: 'Latency benchmark.',
  };
};

/** The top plan of a comparison at 2000: the plan page's plan. */
const topPlan = { id: '' };
const planPath = (tail: string) => () =>
  `/api/plans/${encodeURIComponent(topPlan.id)}/${tail}`;

const probes: readonly Probe[] = [
  {
    label: 'GET /api/plans',
    kind: 'public read',
    method: 'GET',
    path: '/api/plans?state=NSW',
  },
  {
    label: 'GET /api/rates',
    kind: 'public read',
    method: 'GET',
    path: '/api/rates?state=NSW',
  },
  {
    label: 'POST /api/compare',
    kind: 'public read',
    method: 'POST',
    path: '/api/compare',
    body: () => ({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
    }),
  },
  // The three requests a plan page opened from a card makes.
  {
    label: 'GET /api/plans/{id}/details',
    kind: 'public read',
    method: 'GET',
    path: planPath('details'),
  },
  {
    label: 'GET /api/plans/{id}/history',
    kind: 'public read',
    method: 'GET',
    path: planPath('history'),
  },
  {
    label: 'POST /api/compare/side-by-side',
    kind: 'public read',
    method: 'POST',
    path: '/api/compare/side-by-side',
    body: () => ({
      postcode: '2000',
      planIds: [topPlan.id],
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
    }),
  },
  {
    label: 'POST /api/callbacks',
    kind: 'lead write',
    method: 'POST',
    path: '/api/callbacks',
    body: callbackForm,
  },
  {
    label: 'GET /api/admin/leads/callback',
    kind: 'admin list',
    method: 'GET',
    path: '/api/admin/leads/callback',
    staff: true,
  },
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ] ?? 0;

async function timed(
  url: string,
  probe: Probe,
  token: string,
): Promise<{ ms: number; bytes: number }> {
  // Sequential requests from many visitors: the latency, not the limiter.
  const headers: Record<string, string> = {
    'cloudfront-viewer-address': randomViewerAddress(),
  };
  if (probe.body) headers['content-type'] = 'application/json';
  if (probe.staff) headers.authorization = `Bearer ${token}`;
  const started = performance.now();
  const path = typeof probe.path === 'string' ? probe.path : probe.path();
  const response = await fetch(`${url}${path}`, {
    method: probe.method,
    headers,
    ...(probe.body ? { body: JSON.stringify(probe.body()) } : {}),
  });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) {
    throw new Error(`${probe.label} answered ${response.status}`);
  }
  return { ms, bytes: body.byteLength };
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function main(): Promise<void> {
  const cores = cpus();
  process.stdout.write(
    `machine: ${cores[0]?.model ?? 'unknown CPU'}, ${cores.length} cores, node ${process.version}\n` +
      `sequential requests over 127.0.0.1; ${REQUESTS} warm requests per route after ${WARMUP} untimed\n\n`,
  );
  const startedAt = performance.now();
  // Each request stands in for a new visitor (its own viewer address).
  const stack = await startLocalStack({
    port: 0,
    host: '127.0.0.1',
    trustClientViewerAddress: true,
  });
  process.stdout.write(
    `local stack up in ${(performance.now() - startedAt).toFixed(0)} ms\n\n`,
  );
  try {
    const url = stack.url.replace('localhost', '127.0.0.1');
    const signedIn = await idp<{
      AuthenticationResult: { AccessToken: string };
    }>(stack.auth.endpoint, 'InitiateAuth', {
      ClientId: stack.auth.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: {
        USERNAME: stack.auth.staff.email,
        PASSWORD: stack.auth.staff.password,
      },
    });
    const token = signedIn.AuthenticationResult.AccessToken;
    topPlan.id = await topPlanAt2000(url);

    const rows: string[] = [];
    const misses: string[] = [];
    for (const probe of probes) {
      const first = await timed(url, probe, token);
      for (let i = 0; i < WARMUP; i++) await timed(url, probe, token);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        times.push((await timed(url, probe, token)).ms);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p99 = percentile(times, 99);
      const target = targets[probe.kind];
      const ok = p50 <= target.p50 && p99 <= target.p99;
      if (!ok) misses.push(probe.label);
      rows.push(
        `${probe.label.padEnd(32)} ${probe.kind.padEnd(12)}${fmt(first.ms)}${fmt(p50)}${fmt(p99)}${fmt(times.at(-1) ?? 0)}${(first.bytes / 1000).toFixed(1).padStart(8)}   ` +
          `${String(target.p50).padStart(3)} / ${String(target.p99).padEnd(3)}  ${ok ? 'ok' : 'MISS'}`,
      );
    }
    process.stdout.write(
      `${'route'.padEnd(32)} ${'kind'.padEnd(12)}${'first'.padStart(7)}${'p50'.padStart(7)}${'p99'.padStart(7)}${'max'.padStart(7)}${'KB'.padStart(8)}   target p50/p99 (ms)\n` +
        `${rows.join('\n')}\n\n` +
        '"first": the first request after start, so the handler module\'s cold import\n' +
        '(modules shared with an earlier route are already loaded); KB: response body.\n' +
        (misses.length
          ? `over target: ${misses.join(', ')}\n`
          : 'all routes within the docs/performance.md targets\n'),
    );
  } finally {
    await stack.stop();
  }
}

await main();
