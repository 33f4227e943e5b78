import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();

/** Where /compare's Compare Plans button sits, with or without the app. */
async function buttonTop(width: number, scripts: boolean): Promise<number> {
  const context = await browser().newContext({
    viewport: { width, height: 800 },
    javaScriptEnabled: scripts,
  });
  const page = await context.newPage();
  await page.goto(`${inject('stackUrl')}/compare`);
  if (scripts)
    await page
      .getByRole('region', { name: 'Rates freshness' })
      .getByText(/^Database last updated: \d/)
      .waitFor();
  const box = await page
    .getByRole('button', { name: 'Compare Plans' })
    .boundingBox();
  await context.close();
  if (!box) throw new Error('No Compare Plans button on /compare');
  return box.y;
}

describe('the served /compare page', () => {
  for (const width of [375, 1280])
    it(`keeps its form where the served page drew it once the app and the freshness line are in (${width} px)`, async () => {
      // Arrange: the page as served, before any script runs.
      const served = await buttonTop(width, false);
      // Act
      const running = await buttonTop(width, true);
      // Assert
      expect(running).toBe(served);
    });
});
