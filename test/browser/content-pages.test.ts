import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile, openWithoutScripts } from '#test-support/browser';

const browser = browserPerFile();

const pages = [
  ['/faq', 'Frequently Asked Questions'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/privacy', 'Privacy & Transparency'],
  ['/terms', 'Terms & Conditions'],
  ['/disclaimer', 'Disclaimer'],
  ['/how-it-works', 'How It Works'],
  ['/blog', 'Energy Tips & News'],
  ['/blog/1', 'Understanding your electricity bill: a line-by-line guide'],
] as const;

describe('public content pages', () => {
  it.each(pages)(
    '%s has its heading, own title, canonical URL and no axe violations',
    async (path, heading) => {
      // Arrange
      const page = await browser().newPage();
      // Act
      await page.goto(`${inject('stackUrl')}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Assert
      expect(await page.title()).toMatch(/ \| Energy Compare Australia$/);
      expect(
        await page.locator('link[rel="canonical"]').getAttribute('href'),
      ).toBe(`https://energycompare.com.au${path}`);
      expect(
        await page.locator('meta[property="og:title"]').getAttribute('content'),
      ).toBe(await page.title());
      await expectNoAxeViolations(page);
      await page.close();
    },
  );

  it('gives every page a different title and description', async () => {
    const page = await browser().newPage();
    const seen = new Set<string>();
    for (const [path] of pages) {
      await page.goto(`${inject('stackUrl')}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const description = await page
        .locator('meta[name="description"]')
        .getAttribute('content');
      seen.add(`${await page.title()}|${description}`);
    }
    expect(seen.size).toBe(pages.length);
    await page.close();
  });

  it.each(pages)(
    '%s reads without JavaScript (pre-rendered)',
    async (path, heading) => {
      // Act
      const { page, response, close } = await openWithoutScripts(
        browser(),
        path,
      );
      // Assert
      expect(response?.status()).toBe(200);
      expect(
        await page.getByRole('heading', { level: 1, name: heading }).count(),
      ).toBe(1);
      expect(
        await page.getByRole('link', { name: 'Compare Plans' }).count(),
      ).toBeGreaterThan(0);
      await close();
    },
  );

  it('opens one FAQ answer at a time and closes it again', async () => {
    const page = await browser().newPage();
    await page.goto(`${inject('stackUrl')}/faq`);
    await page.waitForLoadState('networkidle');
    const triggers = page.locator('.accordion-trigger');
    await triggers.nth(15).waitFor();
    expect(await triggers.count()).toBe(16);
    const first = page.getByRole('button', {
      name: 'How long does switching take?',
    });
    const second = page.getByRole('button', {
      name: 'Can I change my mind after switching?',
    });
    // Closed answers are neither shown nor in the accessibility tree.
    expect(await page.locator('.accordion-content:visible').count()).toBe(0);
    expect(await page.locator('.accordion').getByRole('region').count()).toBe(
      0,
    );
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const answer = page.getByRole('region', {
      name: 'How long does switching take?',
    });
    expect(await answer.getByText('10-15 business days').isVisible()).toBe(
      true,
    );
    expect(await page.locator('.accordion-content:visible').count()).toBe(1);
    // Keyboard: Enter on another question opens it and closes the first.
    await second.focus();
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.accordion-content:visible').count()).toBe(0);
    await page.close();
  });

  it('serves robots.txt and a sitemap listing the public pages', async () => {
    const robots = await fetch(`${inject('stackUrl')}/robots.txt`);
    expect(await robots.text()).toContain(
      'Sitemap: https://energycompare.com.au/sitemap.xml',
    );
    const index = await (
      await fetch(`${inject('stackUrl')}/sitemap.xml`)
    ).text();
    expect(index).toMatch(/<loc>[^<]+\/sitemap-pages\.xml<\/loc>/);
    const sitemap = await (
      await fetch(`${inject('stackUrl')}/sitemap-pages.xml`)
    ).text();
    for (const path of ['/', '/compare', '/faq', '/blog/6', '/privacy'])
      expect(sitemap).toContain(
        `<loc>https://energycompare.com.au${path}</loc>`,
      );
  });
});

describe('the shared frame at 375 px', () => {
  it('folds the links into a menu that closes when a link is chosen', async () => {
    // Arrange
    const page = await browser().newPage({
      viewport: { width: 375, height: 740 },
    });
    await page.goto(`${inject('stackUrl')}/about`);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const faq = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQ' });
    expect(await faq.isVisible()).toBe(false);
    // Act
    await toggle.click();
    expect(await faq.isVisible()).toBe(true);
    await faq.click();
    // Assert
    await page
      .getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })
      .waitFor();
    expect(await faq.isVisible()).toBe(false);
    expect(
      await page
        .getByRole('button', { name: 'Menu' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('shows the footer columns, contact links, ABN and copyright', async () => {
    const page = await browser().newPage();
    await page.goto(`${inject('stackUrl')}/terms`);
    await page
      .getByRole('heading', { level: 1, name: 'Terms & Conditions' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    const footer = page.locator('footer');
    for (const text of [
      'Quick Links',
      'Support',
      'Legal & Transparency',
      'ABN: To be provided',
      '© 2024',
    ])
      expect(await footer.getByText(text).first().isVisible()).toBe(true);
    expect(
      await footer
        .getByRole('link', { name: 'Energy Tips & News' })
        .getAttribute('href'),
    ).toBe('/blog');
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(
      await page.getByRole('button', { name: 'Request Call Back' }).isVisible(),
    ).toBe(true);
    await page.close();
  });
});
