import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance pixelmatch still calls equal (0 to 1). */
export const PIXEL_THRESHOLD = 0.1;
/** Share of pixels allowed to differ: anti-aliasing, not a change. */
export const MAX_DIFF_RATIO = 0.002;

/** `npm run test:visual:update` sets it: the shots become the baselines. */
export const updatingBaselines = process.env.VISUAL_UPDATE === '1';

const baselineDir = fileURLToPath(new URL('./baselines/', import.meta.url));
/** Ignored by git: what a failing run saw, and where it differed. */
export const failureDir = fileURLToPath(
  new URL('./__diff__/', import.meta.url),
);

/**
 * Compares a screenshot with its committed baseline. Returns null when they
 * match (or the baseline was just written), else a message naming the
 * actual and diff images written to `failureDir`.
 */
export function compareWithBaseline(
  name: string,
  shot: Buffer,
  dirs = { baselines: baselineDir, failures: failureDir },
): string | null {
  const baselinePath = `${dirs.baselines}${name}.png`;
  if (updatingBaselines) {
    mkdirSync(dirs.baselines, { recursive: true });
    writeFileSync(baselinePath, shot);
    return null;
  }
  mkdirSync(dirs.failures, { recursive: true });
  const actualPath = `${dirs.failures}${name}.actual.png`;
  if (!existsSync(baselinePath)) {
    writeFileSync(actualPath, shot);
    return `${name}: no baseline at ${baselinePath}; run npm run test:visual:update (actual: ${actualPath})`;
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(actualPath, shot);
    return `${name}: ${actual.width}×${actual.height} px, baseline ${expected.width}×${expected.height} px (actual: ${actualPath})`;
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(
    expected.data,
    actual.data,
    diff.data,
    width,
    height,
    { threshold: PIXEL_THRESHOLD },
  );
  const ratio = differing / (width * height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  const diffPath = `${dirs.failures}${name}.diff.png`;
  writeFileSync(actualPath, shot);
  writeFileSync(diffPath, PNG.sync.write(diff));
  return `${name}: ${(ratio * 100).toFixed(3)} % of pixels differ (allowed ${MAX_DIFF_RATIO * 100} %); actual: ${actualPath}, diff: ${diffPath}`;
}
