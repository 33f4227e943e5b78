const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML: every value in a mail comes from a visitor. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/**
 * A labelled list of fields as plain text and as an HTML table; `links`
 * (label, address) come last, as the address in the text and as a link in
 * the HTML.
 */
export function renderFields(
  title: string,
  fields: ReadonlyArray<readonly [string, string]>,
  links: ReadonlyArray<readonly [string, string]> = [],
): { text: string; html: string } {
  const text = [
    title,
    '',
    ...[...fields, ...links].map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  const row = (k: string, cell: string) =>
    `<tr><th align="left">${escapeHtml(k)}</th><td>${cell}</td></tr>`;
  const rows = [
    ...fields.map(([k, v]) => row(k, escapeHtml(v))),
    ...links.map(([k, href]) =>
      row(k, `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`),
    ),
  ].join('');
  const html = `<h1>${escapeHtml(title)}</h1><table>${rows}</table>`;
  return { text, html };
}

/** Keeps the fields that have a value: staff mail shows no empty lines. */
export const presentFields = (
  fields: ReadonlyArray<readonly [string, string | undefined]>,
): Array<readonly [string, string]> =>
  fields.filter((f): f is readonly [string, string] => Boolean(f[1]));
