import { SERVED_PLAN_ATTRIBUTE } from '#shared/contracts/served-plan-page';
import type { ServedPlan } from '../served-plan';

/**
 * The plan page as the server wrote it, kept as it is: hydrated over the
 * served markup, so nothing on screen is drawn again.
 */
export function ServedPlanPage({ served }: { served: ServedPlan }) {
  return (
    <article
      className="container page plan-page"
      {...{ [SERVED_PLAN_ATTRIBUTE]: served.id }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own page, read back from this document.
      dangerouslySetInnerHTML={{ __html: served.html }}
    />
  );
}
