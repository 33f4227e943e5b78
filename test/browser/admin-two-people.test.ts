import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInOnPage } from '#test-support/admin-sign-in';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();

const poll = <T>(value: () => Promise<T> | T) =>
  expect.poll(value, { timeout: 15_000 });

/** A surname only this run's visitors carry, so a search shows only them. */
const surname = (who: string) =>
  `${who}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Visitor {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

/** A visitor as they go: the start popup, Compare Plans, then Switch Now. */
async function compareThenSwitch(visitor: Visitor) {
  const page = await browser().newPage();
  await page.goto(inject('stackUrl'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Start Comparison' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start your comparison' });
  await dialog
    .getByLabel('Full name')
    .fill(`${visitor.firstName} ${visitor.lastName}`);
  await dialog.getByLabel('Phone').fill(visitor.phone);
  await dialog.getByLabel('Postcode').fill('3000');
  const started = page.waitForResponse((r) =>
    r.url().endsWith('/api/inquiries'),
  );
  await dialog.getByRole('button', { name: 'Compare Plans' }).click();
  expect((await started).status()).toBe(201);
  await page.waitForURL(/\/compare\?/);
  const compared = page.waitForResponse((r) =>
    r.url().endsWith('/api/compare'),
  );
  await page.getByRole('button', { name: 'Compare Plans' }).click();
  expect((await compared).status()).toBe(200);
  await page
    .locator('article.plan-card')
    .first()
    .getByRole('link', { name: 'Switch Now' })
    .click();
  await page.waitForURL(/\/switch\?/);
  await page.getByRole('button', { name: 'Continue to Your Details' }).click();
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('First name').fill(visitor.firstName);
  await form.getByLabel('Last name').fill(visitor.lastName);
  await form
    .getByLabel('E-mail')
    .fill(`${visitor.lastName.toLowerCase()}@example.com`);
  await form.getByLabel('Phone').fill(visitor.phone);
  await form.getByLabel('NMI (electricity)').fill('2001985732');
  await form.getByLabel(/I agree to switch/).check();
  await form.getByRole('button', { name: 'Submit Switch Request' }).click();
  await page
    .getByRole('heading', { name: 'Switch request submitted successfully!' })
    .waitFor();
  await page.close();
}

/** The one lead a search of `list` finds for `name`, opened. */
async function openOnlyLead(page: Page, list: string, name: string) {
  await page.goto(`${inject('stackUrl')}/admin/${list}?status=all&q=${name}`);
  const rows = page.locator('tr[data-row-id]');
  await poll(() => rows.first().textContent()).toContain(name);
  expect(await rows.count()).toBe(1);
  await rows.first().getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog');
  await poll(() =>
    detail.getByRole('heading', { name: 'History' }).count(),
  ).toBe(1);
  return detail;
}

describe('two visitors who compare and switch', () => {
  it('are two people to staff at 1280 and 375 px, each one inquiry linked both ways to their own switch request', {
    timeout: 180_000,
  }, async () => {
    // Arrange
    const visitors: Visitor[] = ['Ana', 'Bo'].map((firstName) => ({
      firstName,
      lastName: surname(firstName === 'Ana' ? 'Park' : 'Quill'),
      phone: `04${Math.random().toString().slice(2, 10)}`,
    }));
    // Act
    for (const visitor of visitors) await compareThenSwitch(visitor);
    // Assert
    for (const width of [1280, 375]) {
      const page = await signInOnPage(
        await browser().newPage({ viewport: { width, height: 800 } }),
      );
      for (const visitor of visitors) {
        const inquiry = await openOnlyLead(page, 'inquiries', visitor.lastName);
        await expectNoAxeViolations(page);
        const toSwitch = inquiry.getByRole('link', {
          name: /^Switch request of /,
        });
        await poll(() => toSwitch.count()).toBe(1);
        await toSwitch.click();
        await page.waitForURL(/\/admin\/switching\?lead=/);
        const request = page.getByRole('dialog');
        await poll(() => request.textContent()).toContain(visitor.lastName);
        // The link comes with the request's details, which may arrive after
        // its name is shown.
        const toInquiry = request.getByRole('link', { name: /^Inquiry of / });
        await poll(() => toInquiry.count()).toBe(1);
        await page.keyboard.press('Escape');
        await openOnlyLead(page, 'switching', visitor.lastName);
        await page.keyboard.press('Escape');
      }
      await page.close();
    }
  });
});
