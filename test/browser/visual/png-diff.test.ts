import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareWithBaseline } from './png-diff';

/** A 100×100 grey square with `changedRows` rows painted black. */
function square(changedRows = 0, size = 100): Buffer {
  const png = new PNG({ width: size, height: size });
  png.data.fill(200);
  for (let i = 0; i < changedRows * size * 4; i++)
    png.data[i] = i % 4 === 3 ? 255 : 0;
  return PNG.sync.write(png);
}

function folders() {
  const root = mkdtempSync(join(tmpdir(), 'png-diff-'));
  const dirs = { baselines: `${root}/base/`, failures: `${root}/fail/` };
  mkdirSync(dirs.baselines, { recursive: true });
  return dirs;
}

describe('comparing a screenshot with its baseline', () => {
  it('passes the same picture and one within the tolerance', () => {
    const dirs = folders();
    writeFileSync(`${dirs.baselines}shot.png`, square());
    expect(compareWithBaseline('shot', square(), dirs)).toBeNull();
    // One pixel in 10,000 (0.01 %) is inside the 0.2 % allowed.
    const onePixel = PNG.sync.read(square());
    onePixel.data.fill(0, 0, 3);
    expect(
      compareWithBaseline('shot', PNG.sync.write(onePixel), dirs),
    ).toBeNull();
  });

  it('fails a changed picture and names the actual and diff images it wrote', () => {
    const dirs = folders();
    writeFileSync(`${dirs.baselines}shot.png`, square());
    // 1 row of 100 is 1 % of the pixels: over the 0.2 % allowed.
    const message = compareWithBaseline('shot', square(1), dirs);
    expect(message).toContain('1.000 % of pixels differ');
    expect(message).toContain(`${dirs.failures}shot.actual.png`);
    expect(message).toContain(`${dirs.failures}shot.diff.png`);
    expect(existsSync(`${dirs.failures}shot.diff.png`)).toBe(true);
  });

  it('fails a picture of another size, and one with no baseline', () => {
    const dirs = folders();
    writeFileSync(`${dirs.baselines}shot.png`, square());
    expect(compareWithBaseline('shot', square(0, 90), dirs)).toContain(
      '90×90 px, baseline 100×100 px',
    );
    expect(compareWithBaseline('other', square(), dirs)).toContain(
      'no baseline',
    );
  });
});
