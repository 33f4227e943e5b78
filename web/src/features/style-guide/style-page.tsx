import { useEffect } from 'react';
import { usePageMeta } from '@/lib/page-meta';
import { ComponentsShowcase } from './components/components-showcase';
import { Foundations } from './components/foundations';
import { IllustrationsShowcase } from './components/illustrations-showcase';
import './style-guide.css';

/** Keeps the page out of search results while it is open. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * The living style page: every token, control and mark in one place, for
 * designers and for the browser tests' screenshots. Linked from nowhere.
 */
export function StylePage() {
  usePageMeta('Style', 'The design tokens and components of the site.');
  useNoIndex();
  return (
    <div className="container page">
      <h1>Style</h1>
      <p className="lead">
        Tokens live in web/src/styles/tokens.css; every screen reads them.
      </p>
      <Foundations />
      <ComponentsShowcase />
      <IllustrationsShowcase />
    </div>
  );
}
