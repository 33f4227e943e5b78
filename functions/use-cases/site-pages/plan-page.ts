import { ClientError } from '#platform/errors';
import { SERVED_PLAN_DETAILS_ID } from '#shared/contracts/served-plan-page';
import { planIdSchema } from '#shared/contracts/side-by-side';
import {
  planPageMeta,
  planPagePath,
  planStructuredData,
} from '#shared/domain/plans/plan-page-meta';
import {
  getPlanDetails,
  type PlanDetailsDeps,
} from '../plans/get-plan-details.ts';
import { pageInShell } from './page-document.ts';
import { planFactSheetHtml, planNotFoundHtml } from './plan-fact-sheet-html.ts';

/** The build's first state of a plan page, with its scripts and site frame. */
export type PlanPageShell = () => Promise<string>;

export interface PlanPageDeps extends PlanDetailsDeps {
  readonly shell: PlanPageShell;
  /** The public site's origin, for the canonical URL. */
  readonly siteOrigin: string;
  /** The name staff gave the site, read as the page is served. */
  readonly siteName: () => Promise<string>;
}

export interface ServedPage {
  readonly status: 200 | 404;
  readonly html: string;
}

const isNotFound = (error: unknown) =>
  error instanceof ClientError && error.statusCode === 404;

/**
 * `/plans/<id>` as served HTML: the plan's own title, description,
 * canonical URL, share tags, structured data and fact sheet, so search
 * engines and link previews read it without scripts. A withdrawn plan
 * keeps its page, marked withdrawn and not indexed; an id no plan has is
 * a 404 with the not-found page.
 */
export async function planPage(
  deps: PlanPageDeps,
  rawId: string,
): Promise<ServedPage> {
  const id = planIdSchema.safeParse(rawId);
  const details = id.success
    ? await getPlanDetails(deps, id.data).catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      })
    : undefined;
  const shell = await deps.shell();
  const siteName = await deps.siteName();
  if (!details)
    return {
      status: 404,
      html: pageInShell(
        shell,
        {
          title: 'Plan not found',
          description: 'We have no plan with that id.',
          noindex: true,
          main: planNotFoundHtml(),
        },
        siteName,
      ),
    };
  const url = `${deps.siteOrigin}${planPagePath(details.plan.id)}`;
  return {
    status: 200,
    html: pageInShell(
      shell,
      {
        ...planPageMeta(details),
        canonical: url,
        noindex: details.withdrawn,
        structuredData: planStructuredData(details, url),
        main: planFactSheetHtml(details),
        hydrateAt: planPagePath(details.plan.id),
        appData: { id: SERVED_PLAN_DETAILS_ID, value: details },
      },
      siteName,
    ),
  };
}
