import { usePageMeta } from '@/lib/page-meta';
import { useNoIndex } from '@/lib/use-no-index';
import { ComponentsShowcase } from './components/components-showcase';
import { Foundations } from './components/foundations';
import { IllustrationsShowcase } from './components/illustrations-showcase';
import './style-guide.css';

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
