import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** Where the subset lands; the stylesheet and index.html point here. */
export const BRAND_FONT_FILE = 'generated/brand-font.woff2';

/**
 * The characters the site sets in its brand face: printable ASCII, Latin-1
 * (accented retailer and place names), dashes, quotes, ellipsis, the euro,
 * trade mark, arrows and the minus sign. Anything else falls back to the
 * system face glyph by glyph. Keep in step with the `unicode-range` in
 * src/styles/brand-font.css.
 */
export const BRAND_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/** The weights the stylesheets use (src/styles/tokens.css and up to 800). */
export const BRAND_FONT_WEIGHTS = { min: 400, max: 800 } as const;

const characters = () =>
  BRAND_FONT_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) =>
      String.fromCodePoint(first + i),
    ),
  ).join('');

/** Inter's latin face cut to our characters and weights (48 → 29 KiB). */
export async function brandFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = require.resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  );
  return subsetFont(await readFile(source), characters(), {
    targetFormat: 'woff2',
    variationAxes: { wght: BRAND_FONT_WEIGHTS },
  });
}

async function writeIfChanged(path: string, content: Buffer): Promise<void> {
  const current = await readFile(path).catch(() => undefined);
  if (current?.equals(content)) return;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/**
 * Writes the brand font subset into web/generated before Vite resolves the
 * stylesheet's `url()` and index.html's preload, for builds, the dev server
 * and the pre-render alike. It is generated, not committed.
 */
export function brandFontSubset(webRoot: string): Plugin {
  let written: Promise<void> | undefined;
  return {
    name: 'brand-font-subset',
    buildStart() {
      written ??= brandFont().then((font) =>
        writeIfChanged(join(webRoot, BRAND_FONT_FILE), font),
      );
      return written;
    },
  };
}
