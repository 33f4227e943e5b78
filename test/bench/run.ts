/**
 * Runs every `test/bench/*.bench.ts` module (each exports `run()`), after
 * printing the machine, so figures can be compared across runs.
 */
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
const cores = cpus();
process.stdout.write(
  `machine: ${cores[0]?.model ?? 'unknown CPU'}, ${cores.length} cores, node ${process.version}\n` +
    'figures are medians of repeated runs on one core\n',
);

for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  process.stdout.write(`\n${file}\n`);
  const module = (await import(pathToFileURL(`${folder}${file}`).href)) as {
    run: () => Promise<void>;
  };
  await module.run();
}
