import { Lexer, type Token, type Tokens } from 'marked';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Only these link targets are rendered as links; anything else is text. */
const safeHref = (href: string) =>
  /^(https:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(href) ? href : undefined;

function inline(tokens: Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, i) => renderToken(token, i));
}

function renderLink(token: Tokens.Link, key: number): ReactNode {
  const href = safeHref(token.href);
  const children = inline(token.tokens);
  if (!href) return <span key={key}>{children}</span>;
  if (href.startsWith('/'))
    return (
      <Link key={key} to={href}>
        {children}
      </Link>
    );
  const external = href.startsWith('https://');
  return (
    <a
      key={key}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external && (
        <span className="visually-hidden"> (opens in a new tab)</span>
      )}
    </a>
  );
}

function renderList(token: Tokens.List, key: number): ReactNode {
  const items = token.items.map((item, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
    <li key={i}>{inline(item.tokens)}</li>
  ));
  return token.ordered ? (
    <ol key={key}>{items}</ol>
  ) : (
    <ul key={key}>{items}</ul>
  );
}

/**
 * Renders one Markdown token as React elements. Raw HTML is never
 * interpreted: it shows as text, so content cannot inject markup.
 */
function renderToken(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'heading': {
      const Heading = `h${Math.min(6, Math.max(2, token.depth))}` as 'h2';
      return <Heading key={key}>{inline(token.tokens)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{inline(token.tokens)}</p>;
    case 'list':
      return renderList(token as Tokens.List, key);
    case 'blockquote':
      return <blockquote key={key}>{inline(token.tokens)}</blockquote>;
    case 'strong':
      return <strong key={key}>{inline(token.tokens)}</strong>;
    case 'em':
      return <em key={key}>{inline(token.tokens)}</em>;
    case 'codespan':
      return <code key={key}>{token.text}</code>;
    case 'link':
      return renderLink(token as Tokens.Link, key);
    case 'br':
      return <br key={key} />;
    case 'hr':
      return <hr key={key} />;
    case 'space':
      return null;
    case 'escape':
      return token.text;
    case 'text':
      return 'tokens' in token && token.tokens
        ? inline(token.tokens)
        : (token as Tokens.Text).text;
    default:
      // html, images, tables…: shown as their source text, never as markup.
      return 'raw' in token ? token.raw : null;
  }
}

/** Our Markdown content (blog, legal pages) as React, without innerHTML. */
export function Markdown({ source }: { source: string }) {
  return <>{inline(Lexer.lex(source))}</>;
}
