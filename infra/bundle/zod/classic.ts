/** zod's classic API (`zod/v4/classic/external.js`) with English only. */
export * from '../../../node_modules/zod/v4/classic/external.js';
// Explicit exports shadow the star re-exports of the same names.
export * as core from './core.ts';
export * as locales from './locales.ts';
