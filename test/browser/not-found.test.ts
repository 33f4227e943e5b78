import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();

describe('404 page', () => {
  it('shows links home and to /compare, logs only the path and asks search engines not to index it', async () => {
    // Arrange
    const page = await browser().newPage();
    const logged = page.waitForRequest((r) =>
      r.url().endsWith('/api/client-events'),
    );
    // Act
    const served = await page.goto(
      `${inject('stackUrl')}/no-such-page?email=someone@example.com#x`,
    );
    // Assert
    expect(served?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const request = await logged;
    expect(request.postDataJSON()).toEqual({
      type: 'not_found',
      path: '/no-such-page',
    });
    expect((await request.response())?.status()).toBe(204);
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: 'Compare plans' })
        .getAttribute('href'),
    ).toBe('/compare');
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: 'Go to the home page' })
        .getAttribute('href'),
    ).toBe('/');
    expect(await page.title()).toBe(
      'Page not found | Energy Compare Australia',
    );
    // The not-found page must not be indexed, in the HTML and once drawn.
    expect(
      await page.locator('meta[name="robots"]').getAttribute('content'),
    ).toBe('noindex');
    await expectNoAxeViolations(page);
    await page.close();
  });
});
