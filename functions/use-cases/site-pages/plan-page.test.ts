import { describe, expect, it } from 'vitest';
import { AUSGRID_2026_27_MADE_UP } from '#shared/contracts/fixtures/reference-prices';
import type { ReferencePrice } from '#shared/contracts/reference-prices';
import {
  planDocument,
  singleRateNsw,
} from '#shared/domain/costs/fixtures/plan-documents';
import { inMemoryPlans } from '../../../test/support/in-memory-plans.ts';
import { planPage } from './plan-page.ts';

const NOW = new Date('2026-11-24T00:00:00Z');
const SHELL = `<!doctype html><html><head>
<meta name="description" content="One energy plan." />
<title>Energy plan | Energy Compare Australia</title>
<meta property="og:title" content="Energy plan | Energy Compare Australia" />
<meta property="og:description" content="One energy plan." />
</head><body><div id="root" data-prerendered="/plans/pending"><header>Energy Compare Australia</header><main id="main" tabindex="-1"><p>Loading the plan…</p></main><footer>links</footer></div></body></html>`;

const singleRate = (
  singleRateNsw as {
    data: { electricityContract: Parameters<typeof planDocument>[1] };
  }
).data.electricityContract;
const tricky = planDocument('TST-TRICKY', singleRate, {
  extra: { displayName: 'Saver </script><b>"Deal"</b> $1 & more' },
});

function page(
  id: string,
  withdrawn: string[] = [],
  prices: readonly ReferencePrice[] = [],
  siteName = 'Energy Compare Australia',
  shell = SHELL,
) {
  const fakes = inMemoryPlans([singleRateNsw, tricky], NOW, { withdrawn });
  return planPage(
    {
      clock: { now: () => NOW },
      plans: fakes.plans,
      documents: fakes.planDocuments,
      referencePrices: async () => prices,
      shell: async () => shell,
      siteOrigin: 'https://example.com.au',
      siteName: async () => siteName,
    },
    id,
  );
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (html: string) =>
  JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ??
      'null',
  );

describe('planPage', () => {
  it('serves the plan its own title, description, canonical URL, share tags and structured data', async () => {
    const { status, html } = await page('TST-SR-NSW');
    expect(status).toBe(200);
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toMatch(/ by .* \| Energy Compare Australia$/);
    expect(title).not.toBe('Energy plan | Energy Compare Australia');
    expect(head(html)).toContain(
      '<link rel="canonical" href="https://example.com.au/plans/TST-SR-NSW" />',
    );
    expect(head(html)).toContain(
      `<meta property="og:title" content="${title}" />`,
    );
    expect(head(html)).toContain(
      '<meta property="og:url" content="https://example.com.au/plans/TST-SR-NSW" />',
    );
    expect(head(html)).not.toContain('noindex');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      url: 'https://example.com.au/plans/TST-SR-NSW',
      offers: {
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('writes the top of the app’s page and the fact sheet into the frame, readable without scripts', async () => {
    const { html } = await page('TST-SR-NSW');
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
    expect(main).not.toContain('Loading the plan');
    expect(main).toMatch(
      /^<article class="container page plan-page" data-served-plan="TST-SR-NSW"><header class="plan-page__head">.*<h1>.+<\/h1>/,
    );
    expect(main).toContain('Daily supply charge');
    expect(main).toMatch(
      /<h2 id="typical-cost-heading">For a typical household<\/h2><p class="muted">A home using [^<]+, shaped for its state’s days and seasons, priced by our engine\.<\/p><p class="annual"><strong>\$[\d,]+<\/strong> a year \(GST included\)<\/p>/,
    );
    // In the slot the app fills when the link carries the visitor's usage.
    expect(main).toContain(
      '<div data-own-cost-slot><p class="card notice"><a href="/compare">Compare plans with your usage</a>',
    );
    expect(html).toContain('<header>Energy Compare Australia</header>');
    expect(html).toContain('<footer>links</footer>');
  });

  it('hands the app the plan as the details API answers it, to take the page over at any query', async () => {
    const { html } = await page('TST-SR-NSW');
    const data =
      /<script type="application\/json" id="served-plan-details">(.*?)<\/script>/s.exec(
        head(html),
      )?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({
      plan: { id: 'TST-SR-NSW' },
      withdrawn: false,
    });
    expect(html).toContain(
      '<div id="root" data-prerendered="/plans/TST-SR-NSW" data-prerendered-any-query>',
    );
  });

  it('keeps the app from taking over a not-found page as served', async () => {
    const { html } = await page('NOPE-123');
    expect(html).toContain('<div id="root" data-prerendered="">');
    expect(html).not.toContain('served-plan-details');
  });

  it('states the plan against its reference price in the words the app shows', async () => {
    const { html } = await page('TST-SR-NSW', [], [AUSGRID_2026_27_MADE_UP]);
    const statement = /<p[^>]*data-testid="reference-statement">(.*?)<\/p>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '');
    expect(statement).toMatch(
      /^This plan is \d+% (less|more) than the Default Market Offer for Ausgrid \(2026-27\)\. Its price without conditional discounts or feed-in credits is \$[\d,]+ a year at the model usage of 4,000 kWh \(residential, Ausgrid\), against \$2,000\. Source: a made-up figure for tests\.$/,
    );
  });

  it('says why no reference price is stated when none of this year is entered', async () => {
    const { html } = await page('TST-SR-NSW');
    expect(html).toContain(
      '<p class="muted small" data-testid="reference-statement">Reference price: No reference price for residential customers in Ausgrid has been entered, so none is compared.</p>',
    );
  });

  it('escapes what the plan says, in the text, the tags and the structured data', async () => {
    const { html } = await page('TST-TRICKY');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('Saver &lt;/script&gt;&lt;b&gt;&quot;Deal&quot;');
    expect(jsonLd(html).name).toBe('Saver </script><b>"Deal"</b> $1 & more');
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toContain('$1 &amp; more');
  });

  it('keeps a withdrawn plan its page, marked withdrawn and not indexed', async () => {
    const { status, html } = await page('TST-SR-NSW', ['TST-SR-NSW']);
    expect(status).toBe(200);
    expect(head(html)).toContain('<meta name="robots" content="noindex" />');
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toContain('(withdrawn)');
    expect(html).toContain(
      '<p class="card warning" role="status"><strong>No longer offered.</strong> The retailer has withdrawn this plan;',
    );
    expect(html).toContain('so it is not priced on your usage');
    expect(jsonLd(html).offers.availability).toBe(
      'https://schema.org/Discontinued',
    );
  });

  it.each(['NOPE-123', '', 'x'.repeat(300)])(
    'answers an id no plan has (%s) with a 404 and the not-found page',
    async (id) => {
      const { status, html } = await page(id);
      expect(status).toBe(404);
      expect(html).toContain('<h1>Plan not found</h1>');
      expect(head(html)).toContain('<meta name="robots" content="noindex" />');
      expect(head(html)).not.toContain('canonical');
    },
  );

  it('carries the name staff gave the site in its title, share tags and frame', async () => {
    const { html } = await page('TST-SR-NSW', [], [], 'Sun & Co Compare');
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toMatch(/ \| Sun &amp; Co Compare$/);
    expect(head(html)).toContain(
      `<meta property="og:title" content="${title}" />`,
    );
    expect(html).toContain('<header>Sun &amp; Co Compare</header>');
    expect(html).not.toContain('Energy Compare Australia');
  });

  it('carries the name in force when the build named the site otherwise', async () => {
    // Arrange: a build that read "Sun Compare" from the stored settings.
    const built =
      `${SHELL.replaceAll('Energy Compare Australia', 'Sun Compare')}`.replace(
        '</head>',
        '<meta property="og:site_name" content="Sun Compare" /></head>',
      );
    // Act
    const { html } = await page('TST-SR-NSW', [], [], 'Moon Compare', built);
    // Assert
    expect(html).toContain('<header>Moon Compare</header>');
    expect(html).toContain(
      '<meta property="og:site_name" content="Moon Compare" />',
    );
    expect(html).not.toContain('Sun Compare');
  });

  it('fails loudly when the shell has no main to fill', async () => {
    const fakes = inMemoryPlans([singleRateNsw], NOW);
    await expect(
      planPage(
        {
          clock: { now: () => NOW },
          plans: fakes.plans,
          documents: fakes.planDocuments,
          referencePrices: async () => [],
          shell: async () => SHELL.replace(/<main.*<\/main>/s, ''),
          siteOrigin: 'https://example.com.au',
          siteName: async () => 'Energy Compare Australia',
        },
        'TST-SR-NSW',
      ),
    ).rejects.toThrow(/shell has no/);
  });
});
