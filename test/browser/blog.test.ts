import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();

describe('blog', () => {
  it('filters the six articles by category and shows one featured', async () => {
    const page = await browser().newPage();
    await page.goto(`${inject('stackUrl')}/blog`);
    const cards = page.locator('.blog-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    expect(await page.locator('.featured-post').count()).toBe(1);
    await page.getByRole('button', { name: 'Solar' }).click();
    expect(await cards.count()).toBe(1);
    expect(
      await page
        .getByRole('button', { name: 'Solar' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: 'Showing' })
        .textContent(),
    ).toBe('Showing 1 article in Solar');
    await page.getByRole('button', { name: 'Education' }).click();
    expect(await cards.count()).toBe(2);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    expect(await cards.count()).toBe(6);
    await page.close();
  });

  it.each(['1', '2', '3', '4', '5', '6'])(
    'article %s has its full content and related links',
    async (id) => {
      const page = await browser().newPage();
      await page.goto(`${inject('stackUrl')}/blog/${id}`);
      const article = page.locator('article');
      await article.getByRole('heading', { level: 1 }).waitFor();
      expect(
        await article.getByRole('heading', { level: 2 }).count(),
      ).toBeGreaterThan(1);
      const related = page
        .getByRole('region', { name: 'Related articles' })
        .getByRole('link');
      expect(await related.count()).toBe(3);
      await expectNoAxeViolations(page);
      await page.close();
    },
  );

  it('links to /blog/3 and /blog/6 from the first articles', async () => {
    const page = await browser().newPage();
    await page.goto(`${inject('stackUrl')}/blog/1`);
    const related = page.getByRole('region', { name: 'Related articles' });
    await related.waitFor();
    const hrefs = await related
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(['/blog/3', '/blog/6', '/blog']);
    await page.close();
  });

  it.each(['7', '0', 'abc', '%00', '1%20'])(
    '/blog/%s shows Blog Post Not Found with Return to Blog',
    async (id) => {
      const page = await browser().newPage();
      const response = await page.goto(`${inject('stackUrl')}/blog/${id}`);
      expect(response?.status()).toBeLessThan(500);
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('heading', { name: 'Blog Post Not Found' })
        .waitFor();
      await page.getByRole('link', { name: 'Return to Blog' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Energy Tips & News' })
        .waitFor();
      await page.close();
    },
  );

  it('answers a path that climbs out of /blog with a plain 404, not the admin', async () => {
    const response = await fetch(`${inject('stackUrl')}/blog/..%2F..%2Fadmin`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });

  it('answers malformed percent-encoding with 400 before any page', async () => {
    const response = await fetch(`${inject('stackUrl')}/blog/%E0%A4%A`);
    expect(response.status).toBe(400);
  });
});
