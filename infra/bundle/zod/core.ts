/** zod's `core` namespace with `core.locales` narrowed to `en` (see ./index.ts). */
export * from '../../../node_modules/zod/v4/core/index.js';
// An explicit export shadows the star re-export of the same name.
export * as locales from './locales.ts';
