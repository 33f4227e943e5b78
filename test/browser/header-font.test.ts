import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();

/**
 * The header's height at `width`, with the brand font or, when it is
 * refused, in the fallback face a first paint can use before it arrives.
 */
async function headerHeight(width: number, brandFont: boolean) {
  const page = await browser().newPage({ viewport: { width, height: 800 } });
  if (!brandFont) await page.route('**/*.woff2', (route) => route.abort());
  await page.goto(`${inject('stackUrl')}/faq`);
  await page.evaluate('document.fonts.ready');
  const faces = await page.evaluate<number>(
    `[...document.fonts].filter((face) => face.status === 'loaded').length`,
  );
  expect(faces > 0, 'brand font loaded').toBe(brandFont);
  const height = await page.evaluate<number>(
    `document.querySelector('.site-header').getBoundingClientRect().height`,
  );
  await page.close();
  return height;
}

describe('the header', () => {
  // At 412 px (Lighthouse's phone) the site name, call back and menu fit
  // one row in the brand font only (docs/performance.md).
  it.each([360, 412, 600])(
    'at %i px is as tall in the fallback face as in the brand font, so nothing moves when the font arrives',
    async (width) => {
      const branded = await headerHeight(width, true);
      expect(await headerHeight(width, false)).toBe(branded);
    },
  );
});
