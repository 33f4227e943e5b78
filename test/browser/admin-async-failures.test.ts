import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { signInOnPage } from '#test-support/admin-sign-in';
import { browserPerFile } from '#test-support/browser';
import { announced, fail } from '#test-support/failing-requests';

const browser = browserPerFile();

/** Signs in on a new page, whose requests `arrange` may fail first. */
async function signedIn(arrange: (page: Page) => Promise<unknown>) {
  const page = await browser().newPage();
  await arrange(page);
  return signInOnPage(page);
}

describe('a failed request in the admin area is shown', () => {
  it('the dashboard says its counts failed instead of showing zeros alone', async () => {
    // Arrange, Act
    const page = await signedIn((p) => p.route('**/api/admin/dashboard', fail));
    // Assert
    await announced(page, 'alert', 'The counts could not be loaded.');
    await page.close();
  });

  it('a status change', async () => {
    // Arrange
    const name = `Fails ${Date.now().toString(36)}`;
    await seedLead('callback', { name });
    const page = await signedIn((p) =>
      p.route('**/api/admin/leads/callback/*/status', fail),
    );
    await page.getByRole('link', { name: 'Callbacks' }).click();
    // The queue is oldest first: a search finds this new one at once.
    await page.getByRole('searchbox').fill(name);
    const line = page.getByRole('row').filter({ hasText: name });
    // Act
    await line.getByRole('button', { name: 'Mark Complete' }).click();
    // Assert
    await announced(page, 'alert', 'Failed to update status');
    expect(await line.textContent()).not.toContain('completed');
    await page.close();
  });

  it("a list's Load more", async () => {
    // Arrange: the first page names a next page; fetching it fails.
    await seedLead('callback', { name: `Paged ${Date.now().toString(36)}` });
    const page = await signedIn((p) =>
      p.route(
        (address) => address.pathname === '/api/admin/leads/callback',
        async (route) => {
          if (new URL(route.request().url()).searchParams.has('cursor'))
            return fail(route);
          const response = await route.fetch();
          const first = (await response.json()) as object;
          await route.fulfill({
            response,
            json: { ...first, nextCursor: 'next-page' },
          });
        },
      ),
    );
    await page.getByRole('link', { name: 'Callbacks' }).click();
    // Act
    await page.getByRole('button', { name: 'Load more' }).click();
    // Assert
    await announced(page, 'alert', 'Failed to fetch callback requests');
    await page.close();
  });
});
