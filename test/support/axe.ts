import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.1 A and AA rules the product promises (docs/performance.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's `window.axe`, typed without the DOM library. */
type AxeGlobal = {
  axe?: { run: (context: unknown, options: object) => Promise<AxeResults> };
  document: unknown;
};

/**
 * Runs axe-core on the page as it is now and returns its violations
 * (empty when the page passes). Injects axe once per document.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() =>
    Boolean((globalThis as unknown as AxeGlobal).axe),
  );
  if (!loaded) {
    // Evaluated by the test, not as a script tag: the page runs under the
    // production CSP, which refuses inline scripts.
    await page.evaluate(readFileSync(axePath, 'utf8'));
  }
  return page.evaluate(async (tags) => {
    const page = globalThis as unknown as AxeGlobal;
    if (!page.axe) throw new Error('axe-core did not load');
    const results = await page.axe.run(page.document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, WCAG_TAGS);
}

/** A readable one-line-per-node summary of violations, for test output. */
export const describeViolations = (violations: readonly Result[]) =>
  violations
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`),
    )
    .join('\n');

/** Fails the test with a readable list when axe finds any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(describeViolations(violations), 'axe-core violations').toBe('');
}
