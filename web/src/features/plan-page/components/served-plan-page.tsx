import { useEffect, useState } from 'react';
import {
  SERVED_OWN_COST_SLOT,
  SERVED_PLAN_ATTRIBUTE,
} from '#shared/contracts/served-plan-page';
import type { ServedPlan } from '../served-plan';
import { OwnCostPending } from './own-cost-pending';

// As the browser reads the served markup back (`data-own-cost-slot=""`).
const slot = new RegExp(`<div ${SERVED_OWN_COST_SLOT}[^>]*>[\\s\\S]*?</div>`);

/**
 * The plan page as the server wrote it, kept as it is: hydrated over the
 * served markup, so nothing on screen is drawn again. When the visitor's
 * own cost is being priced (`ownCost`), the page is drawn again just after
 * hydration with it in the served prompt's place, as the full page will
 * show it: one new page, as the full page is, not the served one pushed
 * down part by part.
 */
export function ServedPlanPage({
  served,
  ownCost,
}: {
  served: ServedPlan;
  ownCost?: { fromMeter: boolean };
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const parts = served.html.split(slot);
  const attributes = { [SERVED_PLAN_ATTRIBUTE]: served.id };
  if (hydrated && ownCost && parts.length === 2) {
    const [before, after] = parts;
    return (
      <article
        key="own-cost-pending"
        className="container page plan-page"
        {...attributes}
      >
        <div
          className="plan-page__served"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own page, read back from this document.
          dangerouslySetInnerHTML={{ __html: before ?? '' }}
        />
        <OwnCostPending fromMeter={ownCost.fromMeter} />
        <div
          className="plan-page__served"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own page, read back from this document.
          dangerouslySetInnerHTML={{ __html: after ?? '' }}
        />
      </article>
    );
  }
  return (
    <article
      className="container page plan-page"
      {...attributes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own page, read back from this document.
      dangerouslySetInnerHTML={{ __html: served.html }}
    />
  );
}
