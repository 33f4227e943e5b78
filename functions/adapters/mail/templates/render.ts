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

/** A labelled list of fields as plain text and as an HTML table. */
export function renderFields(
  title: string,
  fields: ReadonlyArray<readonly [string, string]>,
): { text: string; html: string } {
  const text = [title, '', ...fields.map(([k, v]) => `${k}: ${v}`)].join('\n');
  const rows = fields
    .map(
      ([k, v]) =>
        `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<h1>${escapeHtml(title)}</h1><table>${rows}</table>`;
  return { text, html };
}

/** Keeps the fields that have a value: staff mail shows no empty lines. */
export const presentFields = (
  fields: ReadonlyArray<readonly [string, string | undefined]>,
): Array<readonly [string, string]> =>
  fields.filter((f): f is readonly [string, string] => Boolean(f[1]));
