import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;
const SCREENS = [
  { name: 'a phone', viewport: { width: 375, height: 740 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
];

interface DrawnText {
  /** The font size on screen: the stylesheet's size times the SVG's scale. */
  readonly px: number;
  readonly left: number;
  readonly right: number;
}

/** Every axis label of the charts in `where`, as drawn on screen. */
const drawnText = (where: Locator) =>
  where.locator('svg.chart text').evaluateAll((texts) =>
    texts.map((text): DrawnText => {
      const matrix = text.getScreenCTM();
      const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
      const box = text.getBoundingClientRect();
      return {
        px:
          Number.parseFloat(
            text.ownerDocument.defaultView.getComputedStyle(text).fontSize,
          ) * scale,
        left: box.left,
        right: box.right,
      };
    }),
  );

/** The category labels under each chart, left to right. */
const bottomLabels = (where: Locator) =>
  where
    .locator('svg.chart')
    .evaluateAll((charts) =>
      charts.map((chart) =>
        [...chart.querySelectorAll(':scope > g.chart-axis:last-child text')]
          .map((text) => text.getBoundingClientRect())
          .map((box) => ({ left: box.left, right: box.right })),
      ),
    );

/** Text at the size the stylesheet gives it, whatever the chart's width. */
async function expectReadableText(where: Locator) {
  await expect
    .poll(async () => Math.min(...(await drawnText(where)).map((t) => t.px)))
    .toBeGreaterThanOrEqual(12);
  const sizes = (await drawnText(where)).map((t) => t.px);
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.max(...sizes)).toBeLessThanOrEqual(14);
  for (const labels of await bottomLabels(where)) {
    for (const [i, label] of labels.slice(1).entries())
      expect(label.left).toBeGreaterThan(labels[i]?.right ?? 0);
  }
}

async function compare(page: Page) {
  await page.goto(url('/compare?postcode=2000'));
  await page.getByRole('button', { name: 'Compare Plans' }).click();
  await page.getByRole('heading', { name: /plans for 2000/ }).waitFor();
}

describe('chart text, read at a fixed size', () => {
  for (const { name, viewport } of SCREENS) {
    it(`draws the usage charts' and the what-if day's labels at 12 px or more, none overlapping, on ${name}`, async () => {
      // Arrange
      const page = await browser().newPage({ viewport });
      await compare(page);
      const usage = page.locator('section.usage-charts');
      await usage
        .getByRole('heading', { name: 'Your usage, as we priced it' })
        .waitFor();
      // Assert: the usage charts
      await expectReadableText(usage);

      // Act: a change priced
      const panel = page.locator('section.what-if');
      await panel.getByRole('button', { name: 'Try a change' }).click();
      await panel.getByRole('checkbox', { name: 'Add solar panels' }).check();
      await panel.getByRole('button', { name: 'Price every plan' }).click();
      const day = panel.locator('figure', { hasText: 'Average day' });
      await day.waitFor();
      // Assert: the average day, before and after
      await expectReadableText(day);
      await page.close();
    });
  }
});
