/**
 * The one locale the Lambda bundles carry. zod registers `en` as its default
 * on first schema construction, so error messages are unchanged.
 */
export { default as en } from '../../../node_modules/zod/v4/locales/en.js';
