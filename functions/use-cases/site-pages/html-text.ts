/** Text made safe to place in HTML, as element content or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is
 * escaped so the text can never close the script element.
 */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c');
