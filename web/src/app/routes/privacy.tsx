import { LegalPage } from '@/features/content/components/legal-page';
import { pageMeta } from '@/features/content/page-meta';
import source from '../../../content/legal/privacy.md?raw';

/** /privacy, dated January 2024 (spec §2). */
export function Component() {
  return (
    <LegalPage
      heading="Privacy & Transparency"
      meta={pageMeta.privacy}
      source={source}
    />
  );
}
