/** Elements our Markdown may become; the renderer builds no others. */
export type MarkdownTag =
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'p'
  | 'ul'
  | 'ol'
  | 'li'
  | 'blockquote'
  | 'strong'
  | 'em'
  | 'code'
  | 'br'
  | 'hr';

/**
 * Markdown parsed at build time (`web/build/markdown-tree.ts`): text, an
 * element with its children, or a link with its href and children. Plain
 * data, never HTML, so the page renders it without innerHTML.
 */
export type MarkdownNode =
  | string
  | readonly [MarkdownTag, ...MarkdownNode[]]
  | readonly ['a', string, ...MarkdownNode[]];
