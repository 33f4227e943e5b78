import { afterAll, describe, expect, inject, it } from 'vitest';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import type { PlanListPage } from '#shared/contracts/plan-lists';
import { referenceStatementWords } from '#shared/format/reference-statement-words';
import { call } from '#test-support/http';
import { tableClient } from '#test-support/table';
import { storeWithdrawnCopy } from '#test-support/withdrawn-plan';

const table = tableClient();
afterAll(() => table.close());

/** A plain GET as a search engine's crawler makes it: no scripts run. */
async function crawl(path: string) {
  const response = await fetch(`${inject('stackUrl')}${path}`, {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    redirect: 'manual',
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(headOf(html))?.[1];
const structuredData = (html: string) =>
  JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ??
      'null',
  );
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1] ?? '');
const decodeHtml = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const nswPlans = async () =>
  (
    await call<PlanListPage>(
      'GET',
      '/api/plans?state=NSW&energyType=Electricity&limit=100',
    )
  ).body.plans;

describe('plan pages as a search engine reads them', () => {
  it('are sent compressed, as CloudFront compresses them, and read the same', async () => {
    const [plan] = await nswPlans();
    if (!plan) throw new Error('the fixtures publish NSW plans');
    const url = `${inject('stackUrl')}/plans/${encodeURIComponent(plan.id)}`;
    const response = await fetch(url, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('accept-encoding');
    const text = await response.text();
    expect(text).toContain(`data-served-plan="${plan.id}"`);
    expect(text).toContain('</html>');
    const plain = await fetch(url, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
  });

  it('serve each plan its name in the title, a canonical link, structured data and the fact sheet', async () => {
    // Arrange
    const [plan] = await nswPlans();
    if (!plan) throw new Error('the fixtures publish NSW plans');
    const path = `/plans/${encodeURIComponent(plan.id)}`;
    // Act
    const page = await crawl(path);
    // Assert
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(decodeHtml(titleOf(page.text) ?? '')).toBe(
      `${plan.planName} by ${plan.retailer} | Energy Compare Australia`,
    );
    expect(canonicalOf(page.text)).toMatch(
      new RegExp(`^https?://[^/]+${path}$`),
    );
    expect(headOf(page.text)).toContain('<meta property="og:title"');
    expect(headOf(page.text)).not.toContain('noindex');
    expect(structuredData(page.text)).toMatchObject({
      '@type': 'Product',
      name: plan.planName,
      brand: { name: plan.retailer },
      offers: { priceCurrency: 'AUD' },
    });
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(page.text)?.[1] ?? '';
    expect(decodeHtml(main)).toContain(`<h1>${plan.planName}</h1>`);
    expect(main).toContain('Daily supply charge');
    // The app still boots on it.
    expect(page.text).toMatch(/<script type="module"[^>]+src="\/assets\//);
  });

  it('carry the reference-price statement the plan details give, in the same words', async () => {
    // Arrange
    const [plan] = await nswPlans();
    if (!plan) throw new Error('the fixtures publish NSW plans');
    const id = encodeURIComponent(plan.id);
    // Act
    const [page, details] = await Promise.all([
      crawl(`/plans/${id}`),
      call<PlanDetailsResponse>('GET', `/api/plans/${id}/details`),
    ]);
    // Assert
    const statement = details.body.referenceStatement;
    if (!statement)
      throw new Error('a priced plan has a statement or a reason');
    const shown = decodeHtml(
      /<p[^>]*data-testid="reference-statement">(.*?)<\/p>/s
        .exec(page.text)?.[1]
        ?.replace(/<[^>]+>/g, '') ?? '',
    );
    const { lead, detail } = referenceStatementWords(statement);
    expect(shown).toBe(detail ? `${lead} ${detail}` : lead);
    expect(shown).toContain(
      statement.kind === 'none' ? statement.reason : statement.text,
    );
  });

  it('keep a withdrawn plan its page, marked withdrawn and not indexed', async () => {
    // Arrange: a copy of a published plan, stored as the import leaves a withdrawn one.
    const [source] = await nswPlans();
    if (!source) throw new Error('the fixtures publish NSW plans');
    await storeWithdrawnCopy(table, source.id, 'TEST-PAGE-WITHDRAWN');
    // Act
    const page = await crawl('/plans/TEST-PAGE-WITHDRAWN');
    // Assert
    expect(page.status).toBe(200);
    expect(headOf(page.text)).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(titleOf(page.text)).toContain('(withdrawn)');
    expect(page.text).toContain('<strong>No longer offered.</strong>');
  });

  it.each(['/plans/NEVER-EXISTED-9', '/plans/bad%20id!'])(
    'answer an unknown plan id (%s) with 404 and the not-found page',
    async (path) => {
      const page = await crawl(path);
      expect(page.status).toBe(404);
      expect(page.type).toContain('text/html');
      expect(page.text).toContain('not found');
      expect(headOf(page.text)).toContain(
        '<meta name="robots" content="noindex" />',
      );
    },
  );

  it('answer a plan path with malformed percent-encoding with 400, as every path', async () => {
    const page = await crawl('/plans/%E0%A4');
    expect(page.status).toBe(400);
  });
});

describe('paths of the site as a search engine reads them', () => {
  it.each([
    '/no-such-page',
    '/blog/no-such-post',
    '/faq/more',
    '/plans',
    // The style page is the dev server's only.
    '/_style',
  ])(
    'answer an unknown path (%s) with 404 and the app’s not-found page',
    async (path) => {
      const page = await crawl(path);
      expect(page.status).toBe(404);
      expect(titleOf(page.text)).toBe(
        'Page not found | Energy Compare Australia',
      );
      expect(headOf(page.text)).toContain(
        '<meta name="robots" content="noindex" />',
      );
    },
  );

  it.each(['/', '/compare', '/faq', '/rates', '/unsubscribe', '/admin/login'])(
    'answer a page of the site (%s) with 200',
    async (path) => {
      expect((await crawl(path)).status).toBe(200);
    },
  );

  it('name the sitemap in robots.txt and keep crawlers out of /admin and /_dev', async () => {
    const robots = (await crawl('/robots.txt')).text;
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/_dev\/?$/m);
  });

  it('list every active plan page through the sitemap index, and the site’s own pages', async () => {
    // Act
    const index = await crawl('/sitemap.xml');
    const files = locs(index.text).map((loc) => new URL(loc).pathname);
    const listed: string[] = [];
    for (const file of files) {
      const sitemap = await crawl(file);
      expect(sitemap.status).toBe(200);
      expect(sitemap.text).toContain('<urlset');
      listed.push(...locs(sitemap.text).map((loc) => new URL(loc).pathname));
    }
    // Assert
    expect(index.text).toContain('<sitemapindex');
    expect(files[0]).toBe('/sitemap-pages.xml');
    expect(listed).toContain('/faq');
    const plans = await nswPlans();
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans)
      expect(listed).toContain(`/plans/${encodeURIComponent(plan.id)}`);
    expect(listed).not.toContain('/plans/TEST-PAGE-WITHDRAWN');
    expect(new Set(listed).size).toBe(listed.length);
  });
});
