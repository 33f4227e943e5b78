import { Lexer, type Token, type Tokens } from 'marked';
import type {
  MarkdownNode,
  MarkdownTag,
} from '../src/features/content/markdown-node.ts';

/** Adjacent text joined: a smaller tree, the same page. */
function joinText(nodes: MarkdownNode[]): MarkdownNode[] {
  const joined: MarkdownNode[] = [];
  for (const node of nodes) {
    const last = joined.at(-1);
    if (typeof node === 'string' && typeof last === 'string')
      joined[joined.length - 1] = last + node;
    else joined.push(node);
  }
  return joined;
}

const inline = (tokens: Token[] | undefined): MarkdownNode[] =>
  joinText((tokens ?? []).flatMap(toNodes));

const element = (tag: MarkdownTag, tokens?: Token[]): MarkdownNode => [
  tag,
  ...inline(tokens),
];

/**
 * One token as tree nodes. Raw HTML is never interpreted: it stays text,
 * so content cannot inject markup. Links keep their href; the renderer
 * decides which targets may be links.
 */
function toNodes(token: Token): MarkdownNode[] {
  switch (token.type) {
    case 'heading': {
      const depth = Math.min(6, Math.max(2, token.depth));
      return [element(`h${depth}` as MarkdownTag, token.tokens)];
    }
    case 'paragraph':
    case 'blockquote':
    case 'strong':
    case 'em':
      return [
        element(token.type === 'paragraph' ? 'p' : token.type, token.tokens),
      ];
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item) => element('li', item.tokens));
      return [[list.ordered ? 'ol' : 'ul', ...items]];
    }
    case 'codespan':
      return [['code', token.text]];
    case 'link':
      return [['a', (token as Tokens.Link).href, ...inline(token.tokens)]];
    case 'br':
    case 'hr':
      return [[token.type]];
    case 'space':
      return [];
    case 'escape':
      return [token.text];
    case 'text':
      return 'tokens' in token && token.tokens
        ? inline(token.tokens)
        : [(token as Tokens.Text).text];
    default:
      // html, images, tables…: their source text, never markup.
      return 'raw' in token ? [token.raw] : [];
  }
}

/** Markdown source as the tree `Markdown` renders. */
export const markdownTree = (source: string): MarkdownNode[] =>
  inline(Lexer.lex(source));
