import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { devServerPerFile } from '#test-support/dev-server';

const browser = browserPerFile();
/** The style page is routed by the dev server only, never by the build. */
const devServer = devServerPerFile(inject('stackUrl'));

/** Screenshots of this run (ignored by git; baselines come separately). */
const shotDir = fileURLToPath(
  new URL('./__screenshots__/current/', import.meta.url),
);

/** Badge colours, the select's drawn arrow and the control heights. */
const CONTROL_LOOKS = `(() => {
  const badges = [...document.querySelectorAll('.badge-best, .badge-popular, .badge-green, .badge-warn')]
    .map((badge) => getComputedStyle(badge).backgroundColor + ' ' + getComputedStyle(badge).borderTopColor);
  const select = document.querySelector('#style-select');
  const input = document.querySelector('#style-input');
  return {
    badges,
    selectArrow: getComputedStyle(select).backgroundImage,
    inputHeight: input.getBoundingClientRect().height,
    selectHeight: select.getBoundingClientRect().height,
  };
})()`;

describe('the living style page on the dev server', () => {
  it.each([375, 1280])(
    'shows tokens, controls, badges and marks at %i px, noindex, with no axe violations',
    async (width) => {
      // Arrange
      const page = await browser().newPage({
        viewport: { width, height: 900 },
      });
      // Act
      await page.goto(`${devServer()}/_style`);
      await page.getByRole('heading', { level: 1, name: 'Style' }).waitFor();
      // Assert
      for (const name of [
        'Colour',
        'Type scale',
        'Form controls',
        'Buttons',
        'Badges',
        'Retailer marks',
        'Illustrations',
      ])
        await page.getByRole('heading', { level: 2, name }).waitFor();
      expect(
        await page.locator('meta[name="robots"]').getAttribute('content'),
      ).toBe('noindex');
      const marks = page.locator('.retailer-mark');
      expect(await marks.count()).toBe(8);
      expect(await marks.first().getAttribute('aria-hidden')).toBe('true');
      const pictures = page.locator('svg.illustration');
      expect(await pictures.count()).toBe(3);
      for (const picture of await pictures.all())
        expect(await picture.isVisible()).toBe(true);
      const looks = (await page.evaluate(CONTROL_LOOKS)) as {
        badges: string[];
        selectArrow: string;
        inputHeight: number;
        selectHeight: number;
      };
      expect(new Set(looks.badges).size).toBe(4);
      expect(looks.selectArrow).toContain('data:image/svg+xml');
      expect(looks.selectHeight).toBe(looks.inputHeight);
      await expectNoAxeViolations(page);
      mkdirSync(shotDir, { recursive: true });
      await page.screenshot({
        path: `${shotDir}style-${width}.png`,
        fullPage: true,
      });
      await page.close();
    },
  );

  it('is not pre-rendered and not in the sitemap', async () => {
    const sitemap = await (
      await fetch(`${inject('stackUrl')}/sitemap-pages.xml`)
    ).text();
    expect(sitemap).toContain('/compare');
    expect(sitemap).not.toContain('_style');
  });
});
