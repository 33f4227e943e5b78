import { LegalPage } from '@/features/content/components/legal-page';
import { pageMeta } from '@/features/content/page-meta';
import tree from '../../../content/legal/terms.md?markdown';

/** /terms, dated January 2024. */
export function Component() {
  return (
    <LegalPage heading="Terms & Conditions" meta={pageMeta.terms} tree={tree} />
  );
}
