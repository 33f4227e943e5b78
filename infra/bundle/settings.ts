import { resolve } from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * The esbuild settings every Lambda bundle is built with, shared by the CDK
 * construct (`infra/constructs/common/app-function.ts`, through
 * `NodejsFunction`'s CLI bundling) and the size budget
 * (`test/budgets/bundles.test.ts`, through esbuild's JS API), so the budget
 * measures what is deployed.
 */
export const repoRoot = resolve(import.meta.dirname, '../..');

/** Node 22 on Lambda. */
export const bundleTarget = 'node22';

/** Prefer ESM builds, so esbuild can tree-shake them. */
export const bundleMainFields = ['module', 'main'];

/** The Node 22 runtime ships AWS SDK v3: keep it out of the bundles. */
export const bundleExternals = ['@aws-sdk/*'];

/** CommonJS dependencies inside an ESM bundle still call require(). */
export const bundleBanner =
  "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);";

/**
 * Package substitutions: `zod` becomes an English-only build of the same API
 * (see `./zod/index.ts`), ~260 KB less per bundle. Absolute paths, so they
 * resolve whatever directory esbuild runs in.
 */
export const bundleAliases: Readonly<Record<string, string>> = {
  zod: resolve(repoRoot, 'infra/bundle/zod/index.ts'),
};

/** Each handler bundle's budget (docs/performance.md), minified, in bytes. */
export const lambdaBundleBudgetBytes = 420_000;

/** `bundling.esbuildArgs` for `NodejsFunction` with the aliases above. */
export function aliasEsbuildArgs(): Record<string, string[]> {
  return {
    '--alias': Object.entries(bundleAliases).map(
      ([from, to]) => `${from}=${to}`,
    ),
  };
}

/**
 * The same bundle through esbuild's JS API (what `NodejsFunction` runs as a
 * CLI): minified ESM for Node 22, AWS SDK external, the aliases above.
 */
export function lambdaBuildOptions(entry: string): BuildOptions {
  return {
    entryPoints: [entry],
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: bundleTarget,
    minify: true,
    mainFields: bundleMainFields,
    external: bundleExternals,
    banner: { js: bundleBanner },
    alias: { ...bundleAliases },
    outfile: resolve(repoRoot, 'cdk.out/budget/index.mjs'),
    write: false,
    logLevel: 'silent',
  };
}
