/**
 * Bundle-time stand-in for `zod`, mapped by esbuild's `alias` (see
 * `../settings.ts`); the type checker, tests and the local stack still see
 * the real package.
 *
 * Why: `zod`'s `z` namespace re-exports `z.locales` (and `z.core.locales`),
 * every one of its ~50 locales. Any `import { z } from 'zod'` makes esbuild
 * keep the whole namespace object, so ~260 KB of locale tables landed in each
 * handler bundle. This module rebuilds the same namespace with only `en`.
 * `test/budgets/zod-shim.test.ts` checks that it exports exactly what zod
 * exports. Imports are relative because the alias also matches `zod/...`.
 */
import * as z from './classic.ts';

export * from './classic.ts';
export { z, z as default };
