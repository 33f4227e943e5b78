import { describe, expect, it } from 'vitest';
import { PLANS_PER_SITEMAP, planSitemap, sitemapIndex } from './sitemaps.ts';

const ORIGIN = 'https://example.com.au';
/** The protocol's limits for one sitemap file. */
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1] ?? '');

/** National size: more plans than one file of ours holds, some listed twice. */
const national = Array.from(
  { length: 11_600 },
  (_, i) => `RET${String(i).padStart(5, '0')}@EME`,
);
const activePlanIds = async () => [...national, ...national.slice(0, 500)];

describe('the sitemaps', () => {
  it('index the pages sitemap and enough plan sitemaps for every active plan', async () => {
    const index = await sitemapIndex(activePlanIds, ORIGIN);
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemaps/plans-1.xml`,
      `${ORIGIN}/sitemaps/plans-2.xml`,
    ]);
  });

  it('list every active plan page once, at national size, within the protocol limits', async () => {
    const index = await sitemapIndex(activePlanIds, ORIGIN);
    const listed: string[] = [];
    for (const file of locs(index).slice(1)) {
      const name = file.split('/').pop() ?? '';
      const xml = (await planSitemap(activePlanIds, ORIGIN, name)) ?? '';
      expect(locs(xml).length).toBeLessThanOrEqual(
        Math.min(MAX_URLS, PLANS_PER_SITEMAP),
      );
      expect(Buffer.byteLength(xml)).toBeLessThan(MAX_BYTES);
      listed.push(...locs(xml));
    }
    expect(listed).toHaveLength(national.length);
    expect(new Set(listed)).toEqual(
      new Set(
        national.map((id) => `${ORIGIN}/plans/${encodeURIComponent(id)}`),
      ),
    );
  });

  it.each(['plans-3.xml', 'plans-0.xml', 'other.xml', 'plans-1.xml.gz'])(
    'answers no file for %s',
    async (file) => {
      expect(await planSitemap(activePlanIds, ORIGIN, file)).toBeUndefined();
    },
  );

  it('indexes only the pages sitemap when no plan is active', async () => {
    expect(locs(await sitemapIndex(async () => [], ORIGIN))).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
    ]);
  });
});
