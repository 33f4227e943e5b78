import { LegalPage } from '@/features/content/components/legal-page';
import { pageMeta } from '@/features/content/page-meta';
import source from '../../../content/legal/terms.md?raw';

/** /terms, dated January 2024 (spec §2). */
export function Component() {
  return (
    <LegalPage
      heading="Terms & Conditions"
      meta={pageMeta.terms}
      source={source}
    />
  );
}
