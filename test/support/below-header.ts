import type { Locator, Page } from 'playwright-core';

/**
 * Where `target` sits in the window, measured from the bottom of the
 * sticky site header: its top (negative when hidden under or above the
 * header) and its bottom. Undefined while either is not laid out.
 */
export async function belowHeader(page: Page, target: Locator) {
  const header = await page.locator('.site-header').boundingBox();
  const box = await target.boundingBox();
  if (!header || !box) return undefined;
  const top = box.y - (header.y + header.height);
  return { top, bottom: box.y + box.height };
}
