import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';
import { compareAndWaitForResults } from '#test-support/compare-results';
import { randomViewerAddress } from '#test-support/viewer-address';

/** A visitor of its own per page: compares stay inside the per-visitor limit. */
const visitor = () => ({ 'cloudfront-viewer-address': randomViewerAddress() });

const browser = browserPerFile();

/**
 * In the page: the boxes of every visible fixed or sticky element, and of
 * the main content's headings (one box per line of text) and controls that
 * are inside the window.
 */
const LAYOUT = `(() => {
  const box = (r) => ({ x: r.left, y: r.top, w: r.width, h: r.height });
  const inWindow = (b) => b.w > 0 && b.h > 0 && b.y < innerHeight && b.y + b.h > 0;
  const pinned = [...document.querySelectorAll('body *')]
    .filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position))
    .filter((el) => getComputedStyle(el).visibility !== 'hidden')
    .map((el) => ({ el, name: (el.className || el.tagName).toString(), ...box(el.getBoundingClientRect()), fixed: getComputedStyle(el).position === 'fixed' }))
    .filter(inWindow);
  const headings = [...document.querySelectorAll('main :is(h1,h2,h3)')]
    .filter((el) => el.getClientRects().length > 0)
    .flatMap((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].map(box).filter(inWindow)
        .map((b) => ({ el, name: 'heading "' + el.textContent.trim() + '"', ...b }));
    });
  const controls = [...document.querySelectorAll('main :is(a[href], button, input, select, textarea, summary)')]
    .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    .map((el) => ({ el, name: el.tagName.toLowerCase() + ' "' + (el.textContent.trim() || el.getAttribute('aria-label') || el.name || '') + '"', ...box(el.getBoundingClientRect()) }))
    .filter(inWindow);
  const meet = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const apart = (a, b) => !a.el.contains(b.el) && !b.el.contains(a.el);
  const found = [];
  pinned.forEach((a, i) => {
    for (const b of pinned.slice(i + 1))
      if (apart(a, b) && meet(a, b)) found.push(a.name + ' over ' + b.name);
    // A sticky bar over content scrolled beneath it is what sticky means;
    // at the top of the page it must cover nothing.
    if (!a.fixed && scrollY > 0) return;
    for (const c of [...headings, ...controls])
      if (apart(a, c) && meet(a, c)) found.push(a.name + ' over ' + c.name);
  });
  return found;
})()`;

const overlaps = (page: Page) => page.evaluate(LAYOUT) as Promise<string[]>;

const pages = [
  '/',
  '/compare?postcode=2000',
  '/rates',
  '/faq',
  '/blog',
  '/about',
  '/how-it-works',
  '/contact',
];

async function ready(page: Page, path: string) {
  await page.goto(`${inject('stackUrl')}${path}`);
  await page.waitForLoadState('networkidle');
  if (!path.startsWith('/compare')) return;
  // With results, and the floating buttons the app adds.
  await page.getByRole('button', { name: 'Calculate Bills' }).waitFor();
  await compareAndWaitForResults(page);
}

describe('fixed and sticky elements', () => {
  it.each([320, 375, 768, 1280])(
    'at %i px overlap neither each other nor the main headings and controls, at the top and at the bottom',
    async (width) => {
      const page = await browser().newPage({
        viewport: { width, height: 740 },
        extraHTTPHeaders: visitor(),
      });
      for (const path of pages) {
        await ready(page, path);
        expect(await overlaps(page), `${path} at the top`).toEqual([]);
        await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
        expect(await overlaps(page), `${path} at the bottom`).toEqual([]);
      }
      await page.close();
    },
  );

  it('notices a fixed box over a control, so the checks above can fail', async () => {
    const page = await browser().newPage({
      viewport: { width: 375, height: 740 },
      extraHTTPHeaders: visitor(),
    });
    await ready(page, '/compare?postcode=2000');
    // Covered and measured in one task: the results' own scroll on arrival
    // may still move the page after the cards show.
    const found = (await page.evaluate(`(() => {
      const link = [...document.querySelectorAll('main article.plan-card a[href]')].find((a) => a.textContent.trim() === 'Switch Now');
      link.scrollIntoView({ block: 'center' });
      const r = link.getBoundingClientRect();
      const box = document.createElement('div');
      box.className = 'test-cover';
      box.style.cssText = 'position:fixed;left:' + r.left + 'px;top:' + r.top + 'px;width:20px;height:20px';
      document.body.append(box);
      return ${LAYOUT};
    })()`)) as string[];
    expect(found).toContain('test-cover over a "Switch Now"');
    await page.close();
  });
});
