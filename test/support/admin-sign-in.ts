import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** Signs the seeded staff member in through the login form on `page`. */
export async function signInOnPage(page: Page): Promise<Page> {
  await page.goto(`${inject('stackUrl')}/admin/login`);
  await page.getByLabel('Email').fill(inject('staffEmail'));
  await page.getByLabel('Password').fill(inject('staffPassword'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  return page;
}
