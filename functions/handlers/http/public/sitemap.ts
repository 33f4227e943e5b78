import { xmlFile } from '#platform/responses';
import { sitemapIndex } from '#use-cases/site-pages/sitemaps';
import { httpHandler } from '#wiring/http-handler';
import { activePlanIds, siteOrigin } from '#wiring/site-pages';

/** `/sitemap.xml`: the index of the site's sitemaps (a read only). */
export const handler = httpHandler({}, async () =>
  xmlFile(200, await sitemapIndex(activePlanIds, siteOrigin)),
);
