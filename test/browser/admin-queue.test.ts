import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { signInOnPage } from '#test-support/admin-sign-in';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { callAs, staffToken } from '#test-support/staff-auth';

const browser = browserPerFile();

/** Signs in on a page of its own at one screen width. */
async function signedIn(width: number): Promise<Page> {
  const page = await browser().newPage({ viewport: { width, height: 800 } });
  page.setDefaultTimeout(10_000);
  return signInOnPage(page);
}

const statusOf = async (id: string) => {
  const token = await staffToken();
  const lead = await callAs<{ record: { status: string } }>(
    token,
    'GET',
    `/api/admin/leads/callback/${id}`,
  );
  return lead.body.record.status;
};

// Each width has call backs older than any other suite's, the older one
// at the narrower width, so each run's oldest is its own.
describe.each([
  [1280, '1999'],
  [375, '1998'],
])('the call back queue at %d px', (width, year) => {
  it('takes staff from the dashboard to the oldest overdue call back and marks it done in two actions', async () => {
    // Arrange: two overdue call backs, the older first in the queue.
    const name = `Overdue ${width} ${Date.now().toString(36)}`;
    const oldest = await seedLead(
      'callback',
      { name },
      `${year}-03-01T00:00:00.000Z`,
    );
    await seedLead(
      'callback',
      { name: `${name} later` },
      `${year}-03-02T00:00:00.000Z`,
    );
    const page = await signedIn(width);
    const card = page.getByRole('link', { name: /Overdue call backs/ });
    await expect
      .poll(() => card.textContent())
      .toMatch(/Overdue call backs[1-9]/);
    await expectNoAxeViolations(page);
    // Act: one, the card; two, the first row's Mark Complete.
    await card.click();
    await page.waitForURL('**/admin/callbacks?status=pending&sort=oldest');
    const first = page.getByRole('row').nth(1);
    await expect.poll(() => first.textContent()).toContain(name);
    expect(await first.textContent()).toContain('Overdue');
    await expectNoAxeViolations(page);
    await first.getByRole('button', { name: 'Mark Complete' }).click();
    // Assert
    await expect.poll(() => statusOf(oldest)).toBe('completed');
    await expect.poll(() => first.textContent()).toContain('completed');
    await page.close();
  });
});

describe.each([1280, 375])('a link from a staff e-mail at %d px', (width) => {
  it('opened while signed out, lands on its lead after sign-in', async () => {
    // Arrange: the address the call back alert links to.
    const name = `Linked ${width} ${Date.now().toString(36)}`;
    const id = await seedLead('callback', { name });
    const link = `/admin/callbacks?lead=${id}`;
    const page = await browser().newPage({ viewport: { width, height: 800 } });
    page.setDefaultTimeout(10_000);
    // Act
    await page.goto(`${inject('stackUrl')}${link}`);
    await page.waitForURL('**/admin/login?next=*');
    await page.getByLabel('Email').fill(inject('staffEmail'));
    await page.getByLabel('Password').fill(inject('staffPassword'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Assert
    await page.waitForURL(`**${link}`);
    const dialog = page.getByRole('dialog', { name: 'Callback request' });
    await expect.poll(() => dialog.textContent()).toContain(name);
    await page.close();
  });
});
