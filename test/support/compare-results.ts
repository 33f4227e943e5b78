import type { Page } from 'playwright-core';

/**
 * Presses Compare Plans and waits for the first result row. When the page
 * shows why the comparison failed instead, that message fails the test at
 * once, so a failure reads as what the visitor saw, not as a timeout.
 */
export async function compareAndWaitForResults(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Compare Plans' }).click();
  const card = page.locator('article.plan-card').first();
  const failed = page.locator('p.card.error[role="alert"]');
  await card.or(failed).first().waitFor();
  if (await failed.isVisible())
    throw new Error(
      `The comparison failed on the page: ${await failed.textContent()}`,
    );
}
