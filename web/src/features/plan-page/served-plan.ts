import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import {
  SERVED_PLAN_ATTRIBUTE,
  SERVED_PLAN_DETAILS_ID,
  SERVED_TYPICAL_COST,
} from '#shared/contracts/served-plan-page';

/** The plan page as the server wrote it: its markup and the plan's details. */
export interface ServedPlan {
  readonly id: string;
  /** The served `<article>`'s content, kept on screen until the app draws. */
  readonly html: string;
  readonly details: PlanDetailsResponse | undefined;
  /**
   * The served markup kept on screen below the parts the app has drawn
   * while it draws the rest (`PlanPage`): from the typical household's
   * cost on, and from the fact sheet on. Empty when not marked.
   */
  readonly below: ServedBelow;
}

export interface ServedBelow {
  readonly fromTypicalCost: string;
  readonly fromFactSheet: string;
}

const outerHtml = (elements: readonly Element[]) =>
  elements.map((element) => element.outerHTML).join('');

function belowOf(article: Element): ServedBelow {
  const children = [...article.children];
  const typical = children.findIndex((child) =>
    child.hasAttribute(SERVED_TYPICAL_COST),
  );
  if (typical < 0) return { fromTypicalCost: '', fromFactSheet: '' };
  return {
    fromTypicalCost: outerHtml(children.slice(typical)),
    fromFactSheet: outerHtml(children.slice(typical + 1)),
  };
}

function detailsFor(id: string): PlanDetailsResponse | undefined {
  const json = document.getElementById(SERVED_PLAN_DETAILS_ID)?.textContent;
  if (!json) return undefined;
  try {
    const details = JSON.parse(json) as PlanDetailsResponse;
    return details.plan?.id === id ? details : undefined;
  } catch {
    return undefined; // the app asks the API instead
  }
}

/** Read once, as this module loads: before the app takes the page over. */
function readServed(): ServedPlan | undefined {
  if (typeof document === 'undefined') return undefined;
  const article = document.querySelector(`[${SERVED_PLAN_ATTRIBUTE}]`);
  const id = article?.getAttribute(SERVED_PLAN_ATTRIBUTE);
  if (!article || !id) return undefined;
  return {
    id,
    html: article.innerHTML,
    details: detailsFor(id),
    below: belowOf(article),
  };
}

const served = readServed();

/**
 * The served page of plan `id`, when this document was served as it
 * (docs/architecture.md, "Pages, plan pages and 404s").
 */
export const servedPlan = (id: string): ServedPlan | undefined =>
  served?.id === id ? served : undefined;
