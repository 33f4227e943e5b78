export { escapeHtml } from '#shared/format/html-text';

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is
 * escaped so the text can never close the script element.
 */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c');
