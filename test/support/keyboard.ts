import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab, as a keyboard user would, until `target` has the focus;
 * fails when it never gets there, so an element the keyboard cannot
 * reach fails the journey.
 */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await target.evaluate(
      (el) => el === el.ownerDocument.activeElement,
    );
    if (focused) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}
