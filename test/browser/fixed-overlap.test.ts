import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();

/**
 * In the page: every visible `position: fixed` element's box, and where
 * each heading of `main` has its text (one box per line), so a wide heading
 * block with short text is not counted as covered.
 */
const LAYOUT = `(() => {
  const box = (r) => ({ x: r.left, y: r.top, w: r.width, h: r.height });
  const fixed = [...document.querySelectorAll('body *')]
    .filter((el) => getComputedStyle(el).position === 'fixed')
    .filter((el) => getComputedStyle(el).visibility !== 'hidden')
    .map((el) => ({ name: el.className || el.tagName, ...box(el.getBoundingClientRect()) }))
    .filter((b) => b.w > 0 && b.h > 0);
  const headings = [...document.querySelectorAll('main :is(h1,h2,h3)')]
    .filter((el) => el.getClientRects().length > 0)
    .flatMap((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()]
        .map(box)
        .filter((b) => b.w > 0 && b.y < innerHeight && b.y + b.h > 0)
        .map((b) => ({ name: el.textContent.trim(), ...b }));
    });
  return { fixed, headings };
})()`;

interface Box {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const meet = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** "a over b" for every fixed pair and fixed element over a heading. */
async function overlaps(page: Page): Promise<string[]> {
  const { fixed, headings } = (await page.evaluate(LAYOUT)) as {
    fixed: Box[];
    headings: Box[];
  };
  const found: string[] = [];
  fixed.forEach((a, i) => {
    for (const b of fixed.slice(i + 1))
      if (meet(a, b)) found.push(`${a.name} over ${b.name}`);
    for (const h of headings)
      if (meet(a, h)) found.push(`${a.name} over heading "${h.name}"`);
  });
  return found;
}

const widths = [320, 375, 768, 1280];
const pages = ['/', '/compare?postcode=3000', '/faq', '/about', '/contact'];

describe('fixed elements', () => {
  it.each(widths)(
    'at %i px cover neither each other nor a heading, at the top or with any heading scrolled into view',
    async (width) => {
      const page = await browser().newPage({
        viewport: { width, height: 740 },
      });
      for (const path of pages) {
        await page.goto(`${inject('stackUrl')}${path}`);
        await page.waitForLoadState('networkidle');
        // Both floating buttons are there on /compare once the app runs.
        if (path.startsWith('/compare'))
          await page.getByRole('button', { name: 'Calculate Bills' }).waitFor();
        expect(await overlaps(page), `${path} at the top`).toEqual([]);
        const count = await page.locator('main :is(h1,h2,h3)').count();
        for (let i = 0; i < count; i++) {
          // A heading at the very bottom of the window, where the floating
          // buttons are, is still clear of them.
          await page.evaluate(
            `document.querySelectorAll('main :is(h1,h2,h3)')[${i}].scrollIntoView({ block: 'end' })`,
          );
          expect(await overlaps(page), `${path}, heading ${i}`).toEqual([]);
        }
        await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
        expect(await overlaps(page), `${path} at the end`).toEqual([]);
      }
      await page.close();
    },
  );
});
