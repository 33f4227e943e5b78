import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { belowHeader } from '#test-support/below-header';
import { browserPerFile } from '#test-support/browser';
import { randomViewerAddress } from '#test-support/viewer-address';

/** A visitor of its own per page, inside the forms' per-visitor limit. */
const visitor = () => ({ 'cloudfront-viewer-address': randomViewerAddress() });

const browser = browserPerFile();

/**
 * Scrolls the results heading up to just under the sticky site header, as
 * a visitor lands on the answer, and counts the result rows whose top is
 * then inside the window.
 */
const ROWS_IN_FIRST_SCREEN = `(() => {
  const heading = [...document.querySelectorAll('h2')]
    .find((h) => /plans for \\d{4}/.test(h.textContent));
  const header = document.querySelector('.site-header');
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  window.scrollBy(0, heading.getBoundingClientRect().top - headerBottom);
  const below = heading.getBoundingClientRect().bottom;
  return [...document.querySelectorAll('article.plan-card')]
    .map((row) => row.getBoundingClientRect().top)
    .filter((top) => top >= below && top < innerHeight).length;
})()`;

async function resultsAt(page: Page, postcode: string) {
  await page.goto(`${inject('stackUrl')}/compare?postcode=${postcode}`);
  await expect
    .poll(() => page.getByLabel('Postcode').inputValue())
    .toBe(postcode);
  await page.getByRole('button', { name: 'Compare Plans' }).click();
  await page.locator('article.plan-card').nth(3).waitFor();
  await page.evaluate('document.fonts.ready.then(() => true)');
}

describe('compact result rows', () => {
  it.each([
    { width: 1280, height: 800, atLeast: 3 },
    { width: 375, height: 667, atLeast: 2 },
  ])(
    'show at least $atLeast results in the first screen at $width×$height',
    async ({ width, height, atLeast }) => {
      // Arrange
      const page = await browser().newPage({
        viewport: { width, height },
        extraHTTPHeaders: visitor(),
      });
      // Act
      await resultsAt(page, '2000');
      const rows = (await page.evaluate(ROWS_IN_FIRST_SCREEN)) as number;
      // Assert
      expect(rows).toBeGreaterThanOrEqual(atLeast);
      await page.close();
    },
  );

  it("show two rows' plan name and yearly price in full at 375×667 once the results scroll into view", async () => {
    // Arrange
    const page = await browser().newPage({
      viewport: { width: 375, height: 667 },
      extraHTTPHeaders: visitor(),
    });
    await page.goto(`${inject('stackUrl')}/compare?postcode=2000`);
    const compare = page.getByRole('button', { name: 'Compare Plans' });
    await expect.poll(() => compare.isEnabled()).toBe(true);
    await compare.scrollIntoViewIfNeeded();
    // Act: the page brings the results in by itself; the test never scrolls.
    await compare.click();
    await page.locator('article.plan-card').nth(3).waitFor();
    await page.evaluate('document.fonts.ready.then(() => true)');
    const heading = page.getByRole('heading', { name: /plans for 2000/ });
    await expect
      .poll(async () => (await belowHeader(page, heading))?.top ?? -1)
      .toBeGreaterThanOrEqual(0);
    let last = Number.NaN;
    await expect
      .poll(async () => {
        const y = (await page.evaluate('window.scrollY')) as number;
        const settled = y === last;
        last = y;
        return settled;
      })
      .toBe(true);
    // Assert: both rows' names and yearly prices lie wholly in the window,
    // below the sticky header, and each row still carries every field.
    const header = await page.locator('.site-header').boundingBox();
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    for (const index of [0, 1]) {
      const row = page.locator('article.plan-card').nth(index);
      for (const part of [
        row.getByRole('heading', { level: 3 }),
        row.locator('.plan-price .annual strong'),
      ]) {
        const box = await part.boundingBox();
        expect(box?.y).toBeGreaterThanOrEqual(headerBottom);
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(667);
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
      }
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(`Rank ${index + 1}`);
      expect(text).toMatch(/\$[\d,]+ a year/);
      expect(text).toMatch(/\$[\d,]+\/month/);
      expect(text).toMatch(/Save up to \$[\d,]+ a year/);
      expect(await row.locator('.plan-facts').textContent()).toMatch(
        /Contract.+Exit fee.+Green/,
      );
      await row.getByRole('button', { name: /Details/ }).waitFor();
      expect(await row.locator('.retailer-name').textContent()).not.toBe('');
    }
    await page.close();
  });

  it.each([
    { width: 375, height: 667, from: 'the Compare Plans button' },
    { width: 1280, height: 800, from: 'a page scrolled to its foot' },
  ])(
    'bring the results into view when they arrive at $width px, pressed from $from',
    async ({ width, height }) => {
      // Arrange: on a phone the results land below the form; on a desktop
      // scrolled down, above the window.
      const page = await browser().newPage({
        viewport: { width, height },
        extraHTTPHeaders: visitor(),
      });
      await page.goto(`${inject('stackUrl')}/compare?postcode=2000`);
      const compare = page.getByRole('button', { name: 'Compare Plans' });
      await expect.poll(() => compare.isEnabled()).toBe(true);
      if (width > 1000)
        await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      else await compare.scrollIntoViewIfNeeded();
      // Act
      await compare.click();
      // Assert: the heading sits just under the sticky header, unscrolled by us.
      const heading = page.getByRole('heading', { name: /plans for 2000/ });
      await heading.waitFor();
      await expect
        .poll(async () => {
          const top = (await belowHeader(page, heading))?.top ?? -1;
          // Where the page leaves results that already land in view.
          return top >= 0 && top < height * 0.75;
        })
        .toBe(true);
      await page.close();
    },
  );

  it('gives /compare one sort control, beside the results', async () => {
    // Arrange
    const page = await browser().newPage({ extraHTTPHeaders: visitor() });
    // Act
    await resultsAt(page, '2000');
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('No exit fee').waitFor();
    // Assert
    expect(await page.getByRole('combobox', { name: /sort/i }).count()).toBe(1);
    await page.close();
  });

  it('opens a row to its details and cost breakdown, and closes it again', async () => {
    // Arrange
    const page = await browser().newPage({ extraHTTPHeaders: visitor() });
    await resultsAt(page, '2000');
    const row = page.locator('article.plan-card').first();
    const toggle = row.getByRole('button', { name: /Details/ });
    // Act
    await toggle.click();
    // Assert
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await row.getByText('Your estimated year, GST included').waitFor();
    expect(
      await row.getByText('A home using 20 kWh a day, 30 days').isVisible(),
    ).toBe(true);
    await toggle.click();
    await row.getByText('A home using 20 kWh a day, 30 days').waitFor({
      state: 'hidden',
    });
    await page.close();
  });
});
