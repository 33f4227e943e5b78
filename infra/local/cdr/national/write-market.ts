import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED, generateNationalMarket } from './generate-market.ts';
import { partitionsOf } from './partitions.ts';
import { writeMarketFiles } from './write-files.ts';

const usage =
  'usage: npm run --silent market:national -- --out DIR [--seed N] [--now ISO-DATE]';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    seed: { type: 'string' },
    now: { type: 'string' },
  },
});
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
const now = values.now === undefined ? new Date() : new Date(values.now);
if (!values.out || !Number.isInteger(seed) || Number.isNaN(now.getTime())) {
  console.error(usage);
  process.exit(2);
}
const out = resolve(values.out);
// A second market written over a first would mix two seeds or dates.
if (existsSync(out) && readdirSync(out).length > 0) {
  console.error(`market:national: ${out} is not empty`);
  process.exit(2);
}

const started = performance.now();
const plans = generateNationalMarket({ now, seed });
const generated = performance.now();
const { files, bytes } = await writeMarketFiles(out, plans);
const written = performance.now();

const count = (fuel: string) => plans.filter((p) => p.fuelType === fuel).length;
console.log(
  JSON.stringify(
    {
      out,
      seed,
      now: now.toISOString(),
      plans: files,
      electricity: count('ELECTRICITY'),
      gas: count('GAS'),
      brands: new Set(plans.map((p) => p.brand)).size,
      generateMs: Math.round(generated - started),
      writeMs: Math.round(written - generated),
      megabytes: Number((bytes / 1e6).toFixed(1)),
      biggestPartitions: partitionsOf(plans).slice(0, 10),
    },
    null,
    2,
  ),
);
