/**
 * Size budgets of docs/performance.md, measured on the real build output:
 * the SPA in `web/dist` (gzip, via the Vite manifest) and every Lambda
 * handler bundled with the settings the CDK construct deploys.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkSources } from '../../infra/bundle/chunk-sources.ts';
import {
  lambdaBuildOptions,
  lambdaBundleBudgetBytes,
  repoRoot,
} from '../../infra/bundle/settings.ts';
import { builtWebRoot } from '../../infra/web-build.ts';

const KiB = 1024;
const budgets = {
  /** Entry + its static imports + the route's chunk and its imports. */
  initialJs: 120 * KiB,
  lazyChunk: 40 * KiB,
  css: 30 * KiB,
};

/**
 * Named exceptions: lazy chunks over 40 KiB that only load on demand.
 * Each must stay out of every public route's initial JS (asserted below).
 */
const lazyExceptions: Record<string, { reason: string; match: RegExp }> = {
  'pdf.js': {
    reason: 'pdf.js and its worker load only after a PDF bill is chosen',
    match: /node_modules\/pdfjs-dist\//,
  },
  'aws-amplify': {
    reason: 'Amplify (Cognito sign-in) loads only on /admin',
    match: /node_modules\/(@aws-amplify|aws-amplify)\//,
  },
};

/** Also never in a public route's initial JS: what the budget relies on. */
const keptOut: Record<string, RegExp> = {
  ...Object.fromEntries(
    Object.entries(lazyExceptions).map(([name, { match }]) => [name, match]),
  ),
  /** Form schemas load on a form's first use (web/src/lib/lazy-schema.ts). */
  zod: /node_modules\/zod\//,
  /** Markdown is parsed at build time (web/build/markdown-plugin.ts). */
  marked: /node_modules\/marked\//,
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

describe('SPA bundle budgets (gzip)', () => {
  let root = '';
  let manifest: Manifest = {};
  const gzipCache = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(root, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  /** The modules a chunk's source map names; a missing map fails the test. */
  const sources = (file: string): string[] => chunkSources(root, file);
  /** `key` and every chunk it imports statically, transitively. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const file = (key: string) => manifest[key]?.file ?? key;

  beforeAll(() => {
    root = builtWebRoot();
    const path = join(root, '.vite/manifest.json');
    try {
      statSync(path);
    } catch {
      throw new Error(
        `${path} is missing: rebuild the SPA (npm run build:web) with build.manifest on`,
      );
    }
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  });

  const entryKey = () => {
    const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
    expect(entries).toEqual(['index.html']);
    return 'index.html';
  };
  const publicRoutes = () =>
    Object.keys(manifest).filter(
      (k) => k.startsWith('src/app/routes/') && !k.includes('/admin/'),
    );
  const initialChunks = (route: string) =>
    new Set([...closure(entryKey()), ...closure(route)]);

  it('finds the public routes in the manifest', () => {
    expect(publicRoutes().length).toBeGreaterThanOrEqual(10);
  });

  const bytesOf = (keys: Iterable<string>) =>
    [...keys].map((k) => gzip(file(k))).reduce((a, b) => a + b, 0);
  const routeSizes = () => {
    const shared = closure(entryKey());
    return publicRoutes().map((route) => {
      const own = [...closure(route)].filter((k) => !shared.has(k));
      const addition = bytesOf(own);
      return { route, addition, total: bytesOf(shared) + addition };
    });
  };
  const routeReport = () =>
    routeSizes()
      .map((r) => `${r.route}: ${kib(r.total)} (route adds ${kib(r.addition)})`)
      .join('\n');

  it(`each public route's initial JS is within ${kib(budgets.initialJs)}`, () => {
    const sizes = routeSizes();
    // Sanity: React alone is over 50 KiB, so a smaller total is a bad read.
    expect(sizes.every((r) => r.total > 50 * KiB)).toBe(true);
    console.info(`initial JS per public route (gzip):\n${routeReport()}`);
    const over = sizes.filter((r) => r.total > budgets.initialJs);
    expect(
      over,
      `initial JS per public route (gzip):\n${routeReport()}`,
    ).toEqual([]);
  });

  it('keeps aws-amplify, pdf.js, zod and marked out of every public initial chunk', () => {
    const found: string[] = [];
    for (const route of publicRoutes()) {
      for (const key of initialChunks(route)) {
        for (const [name, match] of Object.entries(keptOut)) {
          if (sources(file(key)).some((s) => match.test(s))) {
            found.push(`${route} -> ${file(key)} contains ${name}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it(`each lazy chunk is within ${kib(budgets.lazyChunk)}, named exceptions aside`, () => {
    const initial = closure(entryKey());
    const lazy = Object.keys(manifest).filter(
      (k) => !initial.has(k) && /\.m?js$/.test(file(k)),
    );
    expect(lazy.length).toBeGreaterThan(10);
    const rows = lazy.map((k) => {
      // A chunk named after the module (pdf.js's prebuilt worker, which has
      // no map) needs no map; any other must have one to be judged.
      const exception = Object.entries(lazyExceptions).find(
        ([, { match }]) =>
          match.test(k) || sources(file(k)).some((s) => match.test(s)),
      );
      return {
        chunk: file(k),
        bytes: gzip(file(k)),
        exception: exception?.[0],
      };
    });
    const report = rows
      .sort((a, b) => b.bytes - a.bytes)
      .map(
        (r) =>
          `${r.chunk}: ${kib(r.bytes)}${r.exception ? ` (exception: ${r.exception})` : ''}`,
      )
      .join('\n');
    const over = rows.filter(
      (r) => r.bytes > budgets.lazyChunk && !r.exception,
    );
    expect(over, `lazy chunks (gzip):\n${report}`).toEqual([]);
  });

  it(`CSS stays within ${kib(budgets.css)}`, () => {
    const css = readdirSync(join(root, 'assets')).filter((f) =>
      f.endsWith('.css'),
    );
    const bytes = css
      .map((f) => gzip(`assets/${f}`))
      .reduce((a, b) => a + b, 0);
    expect(bytes, `CSS ${css.join(', ')}: ${kib(bytes)}`).toBeLessThanOrEqual(
      budgets.css,
    );
  });
});

describe('Lambda bundle budgets (minified)', () => {
  const handlers: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
        handlers.push(path);
    }
  };
  walk(join(repoRoot, 'functions/handlers'));

  it(`every handler bundle is within ${lambdaBundleBudgetBytes / 1000} KB`, async () => {
    expect(handlers.length).toBeGreaterThan(20);
    const sizes = await Promise.all(
      handlers.map(async (entry) => {
        const result = await build(lambdaBuildOptions(entry));
        const js = result.outputFiles?.find((f) => f.path.endsWith('.mjs'));
        return {
          handler: relative(repoRoot, entry),
          bytes: js?.contents.length ?? 0,
        };
      }),
    );
    expect(sizes.every((s) => s.bytes > 10_000)).toBe(true);
    const report = sizes
      .sort((a, b) => b.bytes - a.bytes)
      .map((s) => `${s.handler}: ${(s.bytes / 1000).toFixed(1)} KB`)
      .join('\n');
    const over = sizes.filter((s) => s.bytes > lambdaBundleBudgetBytes);
    expect(over, `handler bundles (minified):\n${report}`).toEqual([]);
  });
});
