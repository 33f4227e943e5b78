/**
 * One fresh process measuring the compare read path on an imported
 * national catalogue: the first compare (cold) for the largest partition,
 * warm p50/p99 over postcodes in several states, the first page of rates,
 * and the heap.
 */
import { parseArgs } from 'node:util';
import { sampleBillPeriods } from '../household/sample-bill.ts';

const { values } = parseArgs({
  options: {
    cold: { type: 'string' },
    postcodes: { type: 'string' },
    requests: { type: 'string', default: '60' },
    'what-if': { type: 'boolean', default: false },
    bill: { type: 'boolean', default: false },
  },
});

const percentile = (sorted: number[], p: number) =>
  sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ] ?? 0;

let peakHeap = 0;
const sampleHeap = () => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};
const sampler = setInterval(sampleHeap, 5);

const { compareRequestSchema } = await import('#shared/contracts/compare');
const { comparePlans } = await import('#use-cases/compare/compare-plans');
const { listRates } = await import('#use-cases/plans/list-rates');
const { marketCatalogue } = await import('#wiring/market-catalogue');
const { inquiryStore, people } = await import('#wiring/lead-stores');
const { latestPriceUpdateRun } = await import('#wiring/price-update-runs');
const { planListQuerySchema } = await import('#shared/contracts/plan-lists');

const deps = {
  clock: { now: () => new Date() },
  referencePrices: async () => [],
  ids: { next: () => 'bench' },
  market: marketCatalogue,
  inquiries: inquiryStore,
  people,
};

/** Solar and a battery, as in npm run bench:whatif (docs/performance.md). */
const solarAndBattery = (usableKwh: number) => ({
  solar: { kw: 6.6 },
  battery: { usableKwh },
});

const request = (postcode: string, whatIf?: unknown, usage?: unknown) =>
  compareRequestSchema.parse({
    postcode,
    usage: usage ?? { kind: 'monthlyKwh', monthlyKwh: 400 },
    pageSize: 10,
    ...(whatIf !== undefined && { whatIf }),
  });

async function compareOnce(
  postcode: string,
  whatIf?: unknown,
  usage?: unknown,
): Promise<number> {
  const started = performance.now();
  await comparePlans(deps, request(postcode, whatIf, usage));
  sampleHeap();
  return performance.now() - started;
}

async function ratesOnce(state: string, sort = 'retailer'): Promise<number> {
  const started = performance.now();
  const query = planListQuerySchema.parse({ state, limit: '50', sort });
  await listRates(
    {
      catalogue: marketCatalogue,
      latestRun: latestPriceUpdateRun,
      clock: { now: () => new Date() },
    },
    query,
  );
  return performance.now() - started;
}

if (values['what-if']) await measureWhatIf(values.cold ?? '3000');

const billUsage = (scale: number) => ({
  kind: 'bill',
  periods: sampleBillPeriods({ generalScale: scale }),
  household: { people: 3, solarKw: 6.6, batteryKwh: 0, controlledLoad: true },
});

/**
 * As the national bar is measured (the first compare at the largest
 * partition, then rounds over postcodes in five states), with a bill, and
 * beside it the same rounds with typed use; then a new bill each time.
 */
async function measureBill(coldPostcode: string): Promise<never> {
  const coldMs = await compareOnce(coldPostcode, undefined, billUsage(1));
  const postcodes = (values.postcodes ?? coldPostcode).split(',');
  const rounds = async (usage?: unknown) => {
    for (const postcode of postcodes)
      await compareOnce(postcode, undefined, usage);
    const times: number[] = [];
    for (let i = 0; i < Number(values.requests); i++)
      for (const postcode of postcodes)
        times.push(await compareOnce(postcode, undefined, usage));
    return times.sort((a, b) => a - b);
  };
  const bill = await rounds(billUsage(1));
  const typed = await rounds();
  const fresh: number[] = [];
  for (let i = 0; i < Number(values.requests); i++)
    fresh.push(
      await compareOnce(coldPostcode, undefined, billUsage(0.8 + i * 0.01)),
    );
  fresh.sort((a, b) => a - b);
  process.stdout.write(
    `${JSON.stringify({
      coldMs,
      warmP50Ms: percentile(bill, 50),
      warmP99Ms: percentile(bill, 99),
      typedP50Ms: percentile(typed, 50),
      newBillP50Ms: percentile(fresh, 50),
    })}\n`,
  );
  process.exit(0);
}
if (values.bill) await measureBill(values.cold ?? '3000');

/** Cold, the same what-if again, a new what-if each time, and no what-if. */
async function measureWhatIf(postcode: string): Promise<never> {
  const coldMs = await compareOnce(postcode, solarAndBattery(13.5));
  const runs = Number(values.requests);
  const timed = async (whatIfOf: (i: number) => unknown) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++)
      times.push(await compareOnce(postcode, whatIfOf(i)));
    return times.sort((a, b) => a - b);
  };
  const same = await timed(() => solarAndBattery(13.5));
  const fresh = await timed((i) => solarAndBattery(5 + i * 0.1));
  const plain = await timed(() => undefined);
  process.stdout.write(
    `${JSON.stringify({
      coldMs,
      warmP50Ms: percentile(same, 50),
      warmP99Ms: percentile(same, 99),
      newWhatIfP50Ms: percentile(fresh, 50),
      plainP50Ms: percentile(plain, 50),
    })}\n`,
  );
  process.exit(0);
}

const cold = await compareOnce(values.cold ?? '3000');
// The heap a function holds once one partition is loaded, after collection.
const collect = (globalThis as { gc?: () => void }).gc;
collect?.();
const heapOnePartitionMb = process.memoryUsage().heapUsed / 2 ** 20;
const postcodes = (values.postcodes ?? '3000').split(',');
for (const postcode of postcodes) await compareOnce(postcode);
const warm: number[] = [];
for (let i = 0; i < Number(values.requests); i++)
  for (const postcode of postcodes) warm.push(await compareOnce(postcode));
warm.sort((a, b) => a - b);
const ratesFirst = await ratesOnce('VIC');
const rates: number[] = [];
for (let i = 0; i < Number(values.requests); i++)
  rates.push(await ratesOnce('VIC'));
rates.sort((a, b) => a - b);
// The household-cost order needs every plan of the market priced once.
const ratesByHomeFirst = await ratesOnce('NSW', 'household_cost');
const ratesByHome: number[] = [];
for (let i = 0; i < Number(values.requests); i++)
  ratesByHome.push(await ratesOnce('NSW', 'household_cost'));
ratesByHome.sort((a, b) => a - b);
clearInterval(sampler);
sampleHeap();
process.stdout.write(
  `${JSON.stringify({
    coldMs: cold,
    warmP50Ms: percentile(warm, 50),
    warmP99Ms: percentile(warm, 99),
    ratesP50Ms: percentile(rates, 50),
    ratesP99Ms: percentile(rates, 99),
    ratesFirstMs: ratesFirst,
    ratesByHomeFirstMs: ratesByHomeFirst,
    ratesByHomeP50Ms: percentile(ratesByHome, 50),
    heapOnePartitionMb,
    peakHeapMb: peakHeap / 2 ** 20,
    rssMb: process.memoryUsage().rss / 2 ** 20,
  })}\n`,
);
process.exit(0);
