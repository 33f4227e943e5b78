import { PAGES_SITEMAP } from '#shared/contracts/prerendered-files';
import { planPagePath } from '#shared/domain/plans/plan-page-meta';
import type { ActivePlanIds } from '../ports-plans.ts';
import { escapeHtml } from './html-text.ts';

/**
 * Plan pages per sitemap file. The protocol allows 50,000 URLs and 50 MB
 * a file; 10,000 keeps each file near 1 MB, quick to fetch and to write.
 */
export const PLANS_PER_SITEMAP = 10_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const planFile = (n: number) => `/sitemaps/plans-${n}.xml`;

/** How many plan sitemaps `count` active plans need. */
const planFiles = (count: number) => Math.ceil(count / PLANS_PER_SITEMAP);

/** The plan ids a sitemap file lists, in one fixed order. */
const ordered = (ids: readonly string[]) => [...new Set(ids)].sort();

/**
 * `/sitemap.xml`: a sitemap index naming the build's page sitemap and
 * one sitemap per `PLANS_PER_SITEMAP` active plans.
 */
export async function sitemapIndex(
  activePlanIds: ActivePlanIds,
  siteOrigin: string,
): Promise<string> {
  const count = ordered(await activePlanIds()).length;
  const files = [
    PAGES_SITEMAP,
    ...Array.from({ length: planFiles(count) }, (_, i) => planFile(i + 1)),
  ];
  const entries = files
    .map(
      (file) =>
        `  <sitemap><loc>${escapeHtml(siteOrigin + file)}</loc></sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries}\n</sitemapindex>\n`;
}

/**
 * `/sitemaps/plans-<n>.xml`: the n-th slice of active plan pages, or
 * undefined when there is no such file.
 */
export async function planSitemap(
  activePlanIds: ActivePlanIds,
  siteOrigin: string,
  file: string,
): Promise<string | undefined> {
  const n = /^plans-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
  if (!n) return undefined;
  const ids = ordered(await activePlanIds());
  const start = (Number(n) - 1) * PLANS_PER_SITEMAP;
  if (start >= ids.length) return undefined;
  const urls = ids
    .slice(start, start + PLANS_PER_SITEMAP)
    .map(
      (id) =>
        `  <url><loc>${escapeHtml(siteOrigin + planPagePath(id))}</loc></url>`,
    )
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls}\n</urlset>\n`;
}
