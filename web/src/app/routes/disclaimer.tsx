import { LegalPage } from '@/features/content/components/legal-page';
import { pageMeta } from '@/features/content/page-meta';
import tree from '../../../content/legal/disclaimer.md?markdown';

/** /disclaimer, dated January 2024. */
export function Component() {
  return (
    <LegalPage heading="Disclaimer" meta={pageMeta.disclaimer} tree={tree} />
  );
}
