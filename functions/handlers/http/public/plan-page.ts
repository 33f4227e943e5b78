import { htmlPage } from '#platform/responses';
import { planPage } from '#use-cases/site-pages/plan-page';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { planDocuments } from '#wiring/plan-documents';
import { planLookup } from '#wiring/plan-lookup';
import { planPageShell, siteOrigin } from '#wiring/site-pages';
import { referencePrices, siteName } from '#wiring/site-settings';

/** `/plans/<id>` as HTML (CloudFront sends the path here; a read only). */
export const handler = httpHandler({}, async ({ event }) => {
  const page = await planPage(
    {
      clock,
      plans: planLookup,
      documents: planDocuments,
      referencePrices,
      shell: planPageShell,
      siteOrigin,
      siteName,
    },
    event.pathParameters?.id ?? '',
  );
  return htmlPage(page.status, page.html);
});
