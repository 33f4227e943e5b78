/** A Markdown file split into its `---` header (`key: value` lines) and body. */
export interface MarkdownFile {
  readonly fields: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Files without a header (the legal pages) have no fields. */
export function splitFrontMatter(source: string): MarkdownFile {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) return { fields: {}, body: source };
  const fields = Object.fromEntries(
    (match[1] ?? '').split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  return { fields, body: match[2] ?? '' };
}
