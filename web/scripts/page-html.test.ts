import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#shared/domain/site-settings';
import { pageHtml } from './page-html.ts';

// The shell as the build starts from it: its title and share tags name the
// site by default.
const template = readFileSync(
  new URL('../index.html', import.meta.url),
  'utf8',
);
const faq = {
  title: 'Frequently Asked Questions',
  description: 'Answers.',
  url: 'https://energycompare.com.au/faq',
  rendered: '/faq',
  preload: '',
  body: '<header>Sun Compare</header>',
};

describe('a pre-rendered page', () => {
  it('names the site it is built for in its title and share tags, and the default nowhere', () => {
    // Act
    const html = pageHtml(template, faq, 'Sun Compare');
    // Assert
    expect(html).toContain(
      '<title>Frequently Asked Questions | Sun Compare</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Frequently Asked Questions | Sun Compare" />',
    );
    expect(html).toContain(
      '<meta property="og:site_name" content="Sun Compare" />',
    );
    expect(html).not.toContain(defaultSiteSettings.siteName);
  });

  it('keeps the default name when built with it', () => {
    const html = pageHtml(template, faq, defaultSiteSettings.siteName);
    expect(html).toContain(
      `<meta property="og:site_name" content="${defaultSiteSettings.siteName}" />`,
    );
    expect(html).toContain(
      `<title>Frequently Asked Questions | ${defaultSiteSettings.siteName}</title>`,
    );
  });
});
