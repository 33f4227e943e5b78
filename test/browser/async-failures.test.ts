import { describe, expect, inject, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { belowHeader } from '#test-support/below-header';
import { browserPerFile } from '#test-support/browser';
import { announced, fail } from '#test-support/failing-requests';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;

describe('a failed request on the public pages is shown, never swallowed', () => {
  it('/compare: Show more plans', async () => {
    // Arrange: the first page says more plans wait; every later page fails.
    const page = await browser().newPage();
    await page.route('**/api/compare', async (route) => {
      if ((route.request().postDataJSON() as { page: number }).page > 1)
        return fail(route);
      const response = await route.fetch();
      const first = (await response.json()) as CompareResponse;
      await route.fulfill({
        response,
        json: { ...first, totalPlans: first.plans.length + 20 },
      });
    });
    await page.goto(url('/compare?postcode=3000'));
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    const more = page.getByRole('button', { name: /Show more plans/ });
    await more.waitFor();
    const shown = await page.locator('article.plan-card').count();
    // Act
    await more.click();
    // Assert
    await announced(
      page,
      'alert',
      'More plans could not be loaded. Please try again.',
    );
    expect(await page.locator('article.plan-card').count()).toBe(shown);
    expect(await more.isEnabled()).toBe(true);
    await page.close();
  });

  it('/compare: recomputing after a new sort', async () => {
    const page = await browser().newPage();
    await page.goto(url('/compare?postcode=3000'));
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page.locator('article.plan-card').first().waitFor();
    await page.route('**/api/compare', fail);
    await page.getByLabel('Sort results').selectOption('green_energy');
    await announced(
      page,
      'alert',
      'Failed to load energy plans. Please try again.',
    );
    await page.close();
  });

  it('/compare: a comparison refused by the rate limit says to wait, not to press again', async () => {
    // Arrange
    const page = await browser().newPage();
    await page.route('**/api/compare', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '60' },
        json: {
          error: {
            code: 'RATE_LIMITED',
            message:
              'Too many submissions. Please wait a minute and try again.',
          },
        },
      }),
    );
    await page.goto(url('/compare?postcode=3000'));
    // Act
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    // Assert
    await announced(
      page,
      'alert',
      'Too many submissions. Please wait a minute and try again.',
    );
    expect(await page.getByText('Failed to load energy plans.').count()).toBe(
      0,
    );
    await page.close();
  });

  it('/compare: a failed press is brought into view on a phone; failures while typing after it do not move the page', async () => {
    // Arrange
    const height = 667;
    const page = await browser().newPage({
      viewport: { width: 375, height },
      // A jump rather than a glide: any scroll has happened once drawn.
      reducedMotion: 'reduce',
    });
    await page.route('**/api/compare', fail);
    await page.goto(url('/compare?postcode=3000'));
    const compare = page.getByRole('button', { name: 'Compare Plans' });
    await expect.poll(() => compare.isEnabled()).toBe(true);
    await compare.scrollIntoViewIfNeeded();
    // Act
    await compare.click();
    // Assert: wholly in the window, below the sticky header.
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load energy plans. Please try again.' });
    await alert.waitFor();
    await expect
      .poll(async () => {
        const place = await belowHeader(page, alert);
        return place !== undefined && place.top >= 0 && place.bottom <= height;
      })
      .toBe(true);
    // Act: back at the usage field, a change fails again.
    const usage = page.getByLabel('Monthly usage (kWh)');
    await usage.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate('window.scrollY');
    const refetched = page.waitForResponse('**/api/compare');
    await usage.fill('455');
    await refetched;
    await alert.waitFor();
    await page.evaluate(
      'new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))',
    );
    // Assert: the page stays where the visitor is typing.
    expect(await page.evaluate('window.scrollY')).toBe(scrolled);
    await page.close();
  });

  it('the newsletter form', async () => {
    const page = await browser().newPage();
    await page.route('**/api/subscriptions', fail);
    await page.goto(url('/about'));
    const form = page.locator('form.newsletter').first();
    await form.getByLabel('E-mail address').fill('jo.fails@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await announced(
      page,
      'status',
      "We couldn't subscribe you just now. Please try again.",
    );
    await page.close();
  });

  it('/rates: Show more plans', async () => {
    // Arrange: the first page names a next page; fetching it fails.
    const page = await browser().newPage();
    await page.route('**/api/rates?*', async (route) => {
      if (new URL(route.request().url()).searchParams.has('cursor'))
        return fail(route);
      const response = await route.fetch();
      const first = (await response.json()) as object;
      await route.fulfill({
        response,
        json: { ...first, nextCursor: 'next-page' },
      });
    });
    await page.goto(url('/rates'));
    // The app has taken over the pre-rendered page once its scripts are in.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Your state').selectOption('VIC');
    // Act
    await page.getByRole('button', { name: 'Show more plans' }).click();
    // Assert
    await announced(
      page,
      'alert',
      'More plans could not be loaded. Please try again.',
    );
    await page.close();
  });

  it('/compare: the freshness check says it could not check, not "not yet"', async () => {
    const page = await browser().newPage();
    await page.route('**/api/price-updates/latest', fail);
    await page.goto(url('/compare'));
    await announced(
      page,
      'status',
      'We could not check when rates were last updated.',
    );
    expect(await page.getByText('not yet').count()).toBe(0);
    await page.close();
  });
});
