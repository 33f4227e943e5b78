import { xmlFile } from '#platform/responses';
import { planSitemap } from '#use-cases/site-pages/sitemaps';
import { httpHandler } from '#wiring/http-handler';
import { activePlanIds, siteOrigin } from '#wiring/site-pages';

/** `/sitemaps/plans-<n>.xml`: one slice of the active plan pages. */
export const handler = httpHandler({}, async ({ event }) => {
  const xml = await planSitemap(
    activePlanIds,
    siteOrigin,
    event.pathParameters?.file ?? '',
  );
  return xml
    ? xmlFile(200, xml)
    : xmlFile(
        404,
        '<?xml version="1.0" encoding="UTF-8"?>\n<error>No such sitemap</error>\n',
      );
});
