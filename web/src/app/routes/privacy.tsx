import { LegalPage } from '@/features/content/components/legal-page';
import { pageMeta } from '@/features/content/page-meta';
import tree from '../../../content/legal/privacy.md?markdown';

/** /privacy, dated January 2024. */
export function Component() {
  return (
    <LegalPage
      heading="Privacy & Transparency"
      meta={pageMeta.privacy}
      tree={tree}
    />
  );
}
