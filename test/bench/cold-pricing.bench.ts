import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePlanDetail } from '#shared/cdr/plan-detail';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import { pricePlan } from '#shared/domain/costs/price-plan';
import { PricingContext } from '#shared/domain/costs/pricing-context';
import { report } from './measure.ts';
import { syntheticPlanDocument, syntheticProfile } from './synthetic.ts';

/** CPU time of this process (ms): steadier than wall time on a busy machine. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Median over passes of the CPU time per plan to parse, compile and price. */
function perPlanMs(
  texts: readonly string[],
  shared: boolean,
  passes = 9,
  warmup = 3,
): number {
  const profile = syntheticProfile(30);
  const times: number[] = [];
  for (let pass = 0; pass < passes + warmup; pass++) {
    // A new context each pass (or each plan): usage sums are rebuilt as on
    // a cold start.
    let context = new PricingContext(profile);
    const start = cpuMs();
    for (const text of texts) {
      const plan = compilePlan(parsePlanDetail(JSON.parse(text)));
      if (!shared) context = new PricingContext(profile);
      if (!plan.hasErrors && plan.fuel === 'ELECTRICITY')
        pricePlan(plan, context);
    }
    if (pass >= warmup) times.push((cpuMs() - start) / texts.length);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Plan documents of a folder named by COST_BENCH_PLANS, if any. */
function folderTexts(): string[] {
  const dir = process.env.COST_BENCH_PLANS;
  if (!dir) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/**
 * Cold pricing: JSON text to a priced plan (parse + compile + price) over
 * a year of half-hourly data, per plan (target ≤ 0.3 ms). Set
 * COST_BENCH_PLANS=DIR to time a folder of published plans as well.
 */
export async function run(): Promise<void> {
  const texts = Array.from({ length: 1000 }, (_, i) =>
    JSON.stringify(syntheticPlanDocument(i)),
  );
  report(
    'parse + compile + price, 1,000 synthetic plans',
    perPlanMs(texts, true),
    'per plan (target 0.3 ms)',
  );
  report(
    'the same, 100 plans, each with a new profile context',
    perPlanMs(texts.slice(0, 100), false),
    'per plan',
  );
  const folder = folderTexts();
  if (folder.length > 0) {
    report(
      `parse + compile + price, ${folder.length} plans of COST_BENCH_PLANS`,
      perPlanMs(folder, true, 3),
      'per plan',
    );
  }
}
