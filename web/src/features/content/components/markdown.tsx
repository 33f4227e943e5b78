import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MarkdownNode, MarkdownTag } from '../markdown-node';

/** Only these link targets are rendered as links; anything else is text. */
const safeHref = (href: string) =>
  /^(https:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(href) ? href : undefined;

const tags = new Set<string>([
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'strong',
  'em',
  'code',
  'br',
  'hr',
] satisfies MarkdownTag[]);

function renderLink(
  target: string,
  children: readonly MarkdownNode[],
  key: number,
): ReactNode {
  const href = safeHref(target);
  const content = children.map(render);
  if (!href) return <span key={key}>{content}</span>;
  if (href.startsWith('/'))
    return (
      <Link key={key} to={href}>
        {content}
      </Link>
    );
  const external = href.startsWith('https://');
  return (
    <a
      key={key}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
      {external && (
        <span className="visually-hidden"> (opens in a new tab)</span>
      )}
    </a>
  );
}

/**
 * One node as React elements: text stays text and only the elements of
 * `MarkdownTag` are built, so content cannot inject markup.
 */
function render(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  if (node[0] === 'a') {
    const [, href, ...children] = node;
    return renderLink(href, children, key);
  }
  const [tag, ...children] = node;
  if (!tags.has(tag)) return null;
  const Tag = tag;
  return children.length > 0 ? (
    <Tag key={key}>{children.map(render)}</Tag>
  ) : (
    <Tag key={key} />
  );
}

/** Our Markdown content (blog, legal pages) as React, without innerHTML. */
export function Markdown({ tree }: { tree: readonly MarkdownNode[] }) {
  return <>{tree.map(render)}</>;
}
