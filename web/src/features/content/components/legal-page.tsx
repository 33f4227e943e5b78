import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import type { MarkdownNode } from '../markdown-node';
import type { PageMeta } from '../page-meta';
import { Markdown } from './markdown';

interface LegalPageProps {
  readonly heading: string;
  readonly meta: PageMeta;
  /** Markdown from `web/content/legal`, parsed at build time. */
  readonly tree: readonly MarkdownNode[];
}

/** A dated legal document (privacy, terms, disclaimer). */
export function LegalPage({ heading, meta, tree }: LegalPageProps) {
  usePageMeta(meta.title, meta.description);
  return (
    <div className="container page">
      <article className="prose">
        <h1>{heading}</h1>
        <p className="meta">Last updated: January 2024</p>
        <Markdown tree={tree} />
        <p>
          Questions? <Link to="/contact">Contact us</Link>.
        </p>
      </article>
    </div>
  );
}
