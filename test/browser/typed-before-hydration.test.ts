import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();

/**
 * Opens `path` on a CPU slowed six times, with the app's scripts held
 * back until `release` is called: until then the visitor has only the
 * pre-rendered page to type into.
 */
async function openBeforeTheApp(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${inject('stackUrl')}${path}`, {
    // Module scripts hold back DOMContentLoaded; the HTML is enough.
    waitUntil: 'commit',
  });
  return release;
}

describe('input typed before the app takes over', () => {
  it.each([
    // Hydrated in place: the URL is the one pre-rendered.
    '/compare',
    // Rendered over the pre-rendered page: the URL has a query.
    '/compare?name=Jo',
  ])(
    'survives on %s and reaches Switch Now',
    async (path) => {
      // Arrange
      const page = await browser().newPage();
      const release = await openBeforeTheApp(page, path);
      // Act: the server's form, before any script ran.
      await page.getByLabel('Postcode').fill('2000');
      await page.getByLabel('Monthly usage (kWh)').fill('450');
      await page.getByLabel('Business').check();
      release();
      // The pre-rendered button is disabled (no postcode then); the app
      // enables it once it holds the typed postcode.
      const compare = page.getByRole('button', { name: 'Compare Plans' });
      await expect
        .poll(() => compare.isEnabled(), { timeout: 30_000 })
        .toBe(true);
      // Assert
      expect(await page.getByLabel('Monthly usage (kWh)').inputValue()).toBe(
        '450',
      );
      expect(await page.getByLabel('Business').isChecked()).toBe(true);
      await compare.click();
      const switchNow = page
        .locator('article.plan-card')
        .first()
        .getByRole('link', { name: 'Switch Now' });
      await switchNow.waitFor({ timeout: 30_000 });
      const href = new URL(
        (await switchNow.getAttribute('href')) ?? '',
        'http://x',
      );
      expect(href.searchParams.get('usage')).toBe('450');
      expect(href.searchParams.get('postcode')).toBe('2000');
      await page.close();
    },
    90_000,
  );
});
