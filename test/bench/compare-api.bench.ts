/**
 * The compare endpoint end to end over HTTP on the local stack, with
 * 2,000 active plans sold at one postcode: p50 and p99 of warm requests,
 * and the first request after the catalogue loads.
 */

import { fixturePlans } from '../../infra/local/cdr/fixtures/fixture-plans.ts';
import { startLocalStack } from '../../infra/local/stack.ts';

const PLANS = 2000;
const REQUESTS = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ] ?? 0;

async function seedPlans(): Promise<void> {
  const { catalogueEntryFromCdr } = await import(
    '#shared/domain/plans/plan-from-cdr'
  );
  const { putCatalogueEntry } = await import('#data/plans');
  const nsw = fixturePlans.filter(
    (p) =>
      p.fuelType === 'ELECTRICITY' &&
      p.geography?.distributors.includes('Ausgrid') &&
      !p.effectiveTo,
  );
  for (let i = 0; i < PLANS; i++) {
    const base = nsw[i % nsw.length];
    if (!base) throw new Error('No Ausgrid fixture plans');
    const data = {
      ...base,
      planId: `BENCH-${i}`,
      brand: 'bench',
      displayName: `Bench ${i}`,
    };
    const entry = catalogueEntryFromCdr(data, new Date());
    await putCatalogueEntry(entry, {
      cdrLastUpdated: base.lastUpdated,
      sourceBrand: 'bench',
    });
  }
  // Plans written straight to the table are seen once a catalogue is published.
  const [{ publishSnapshots }, { catalogueSnapshots }] = await Promise.all([
    import('#use-cases/catalogue/publish-snapshots'),
    import('#wiring/plan-catalogue-store'),
  ]);
  await publishSnapshots(catalogueSnapshots, {
    version: `BENCH-${Date.now()}`,
    changed: 'all',
    now: new Date(),
  });
}

async function seenPlans(url: string): Promise<number> {
  const response = await fetch(`${url}/api/compare`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
      pageSize: 1,
    }),
  });
  const { totalPlans } = (await response.json()) as { totalPlans: number };
  return totalPlans;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/compare`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
    }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`compare answered ${response.status}`);
  return performance.now() - started;
}

export async function run(): Promise<void> {
  const stack = await startLocalStack({ port: 0, host: '127.0.0.1' });
  try {
    await seedPlans();
    const url = stack.url.replace('localhost', '127.0.0.1');
    // Warm functions look for a newer catalogue at most once a second: the
    // first request that sees the seeded plans is the cold one.
    let first = await timed(url);
    for (let tries = 0; (await seenPlans(url)) < PLANS && tries < 100; tries++)
      first = await timed(url);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await timed(url));
    times.sort((a, b) => a - b);
    process.stdout.write(
      `  compare, ${PLANS}+ plans at one postcode: first ${first.toFixed(0)} ms; ` +
        `warm p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${REQUESTS} requests)\n`,
    );
  } finally {
    await stack.stop();
  }
}
