import type { MarkdownNode } from '@/features/content/markdown-node';

type Header = Readonly<Record<string, string>>;

// Literal patterns: Vite expands each glob at build time.
const bodies = import.meta.glob<readonly MarkdownNode[]>(
  '../../../content/blog/*.md',
  { query: '?markdown', import: 'default', eager: true },
);
const headers = import.meta.glob<Header>('../../../content/blog/*.md', {
  query: '?front-matter',
  import: 'default',
  eager: true,
});

const byId = new Map(
  Object.entries(bodies).map(([file, body]) => [headers[file]?.id, body]),
);

/** The parsed body of the article with this id (see `findPost`). */
export const postBody = (id: string): readonly MarkdownNode[] =>
  byId.get(id) ?? [];
