import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';
import { randomViewerAddress } from '#test-support/viewer-address';
import { compareWithBaseline } from './png-diff';

const browser = browserPerFile();

/** The page's clock: dates the page works out itself never move. */
const FIXED_NOW = new Date('2026-11-20T09:30:00+11:00');

/**
 * Dates the server stamps (the plans' import day, the last price update):
 * the local stack dates its fixtures from the day it starts, so these are
 * masked rather than compared.
 */
const SERVER_DATE =
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/;

async function open(width: number, path: string): Promise<Page> {
  const context = await browser().newContext({
    viewport: { width, height: width < 600 ? 667 : 800 },
    reducedMotion: 'reduce',
    // A visitor of its own: the many comparisons here stay inside the
    // forms' per-visitor limit.
    extraHTTPHeaders: { 'cloudfront-viewer-address': randomViewerAddress() },
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`${inject('stackUrl')}${path}`);
  return page;
}

async function compareResults(width: number): Promise<Page> {
  const page = await open(width, '/compare?postcode=2000');
  await expect
    .poll(() => page.getByLabel('Postcode').inputValue())
    .toBe('2000');
  await page.getByRole('button', { name: 'Compare Plans' }).click();
  await page.getByRole('heading', { name: /plans for 2000/ }).waitFor();
  await page.locator('article.plan-card').first().waitFor();
  return page;
}

/** Scrolls `selector`'s first match to just under the sticky header. */
async function scrollUnderHeader(page: Page, selector: string) {
  await page.evaluate(`(() => {
    const target = document.querySelector(${JSON.stringify(selector)});
    const header = document.querySelector('.site-header');
    const top = header ? header.getBoundingClientRect().bottom : 0;
    window.scrollBy(0, target.getBoundingClientRect().top - top - 8);
  })()`);
}

/** Everything settled: requests done, the brand font in use, no focus ring. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate('document.fonts.ready.then(() => true)');
  expect(
    await page.evaluate(`document.fonts.check('16px "Inter Variable"')`),
  ).toBe(true);
  await page.evaluate(
    '(document.activeElement instanceof HTMLElement) && document.activeElement.blur()',
  );
}

async function expectLooksAsBefore(page: Page, name: string) {
  await settle(page);
  const shot = await page.screenshot({
    // The window as the visitor sees it: full pages would multiply the
    // baselines' size for little more cover.
    fullPage: false,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.getByText(SERVER_DATE)],
  });
  await page.context().close();
  const mismatch = compareWithBaseline(name, shot);
  expect(mismatch, mismatch ?? '').toBeNull();
}

const screens: Record<string, (width: number) => Promise<Page>> = {
  home: (width) => open(width, '/'),
  'compare-results': async (width) => {
    const page = await compareResults(width);
    await scrollUnderHeader(page, '.results');
    return page;
  },
  'plan-breakdown': async (width) => {
    const page = await compareResults(width);
    const row = page.locator('article.plan-card').first();
    await row.getByRole('button', { name: /Show Details/ }).click();
    await row.getByText('Your estimated year, GST included').waitFor();
    await scrollUnderHeader(page, '.plan-details .breakdown');
    return page;
  },
  'switch-step-2': async (width) => {
    const page = await compareResults(width);
    await page
      .locator('article.plan-card')
      .first()
      .getByRole('link', { name: 'Switch Now' })
      .click();
    await page
      .getByRole('button', { name: 'Continue to Your Details' })
      .click();
    await page.getByLabel('First name').waitFor();
    return page;
  },
  rates: async (width) => {
    const page = await open(width, '/rates');
    // Chosen once the app has taken over the pre-rendered page, as the
    // screenshot is of the page, not of the hand-over.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Your state').selectOption('VIC');
    await page.locator('tbody tr').first().waitFor();
    return page;
  },
  faq: (width) => open(width, '/faq'),
};

describe('screens look as their committed baselines', () => {
  const cases = Object.keys(screens).flatMap((name) =>
    [375, 1280].map((width) => ({ name, width })),
  );
  it.each(cases)('$name at $width px', async ({ name, width }) => {
    const build = screens[name];
    if (!build) throw new Error(`no screen ${name}`);
    await expectLooksAsBefore(await build(width), `${name}-${width}`);
  });
});
