import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chooses a usage tab on /compare and returns its panel. A click that
 * lands before the app has taken over the pre-rendered page does nothing
 * (as for a visitor), so the tab is clicked until it reads as selected.
 */
export async function openUsageTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name });
  await expect
    .poll(async () => {
      await tab.click();
      return tab.getAttribute('aria-selected');
    })
    .toBe('true');
  return page.getByRole('tabpanel', { name });
}
