import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { subscriberKey } from '#data/keys';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { eventually } from '#test-support/http';
import { confirmationToken } from '#test-support/newsletter';
import { outboxMessages } from '#test-support/outbox';
import { tableClient } from '#test-support/table';

const browser = browserPerFile();
const table = tableClient();
afterAll(() => {
  table.close();
});

async function subscribeInFooter(page: Page, email: string) {
  const footer = page.locator('footer');
  await footer.getByLabel('E-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  return footer.getByRole('status');
}

describe('newsletter', () => {
  it('asks the address to confirm, subscribes it from the e-mailed link, and that link unsubscribes', async () => {
    // Arrange
    const page = await browser().newPage();
    const email = `news.${Date.now()}@example.com`;
    await page.goto(`${inject('stackUrl')}/about`);
    await page.waitForLoadState('networkidle');
    // Act: subscribe twice; the page says the same both times.
    const status = await subscribeInFooter(page, email);
    await expect
      .poll(() => status.textContent())
      .toContain('we have e-mailed it');
    await subscribeInFooter(page, email.toUpperCase());
    await expect
      .poll(() => status.textContent())
      .toContain('we have e-mailed it');
    expect(await table.get(subscriberKey(email))).toBeUndefined();
    // Act: follow the confirmation e-mail's link and press Confirm.
    const { token } = await confirmationToken(email);
    await page.goto(`${inject('stackUrl')}/newsletter/confirm?token=${token}`);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain("You're subscribed");
    await expectNoAxeViolations(page);
    expect(await table.get(subscriberKey(email))).toMatchObject({
      status: 'active',
    });
    // Act: follow the welcome e-mail's link.
    const welcome = await eventually(async () =>
      (await outboxMessages()).find(
        (m) => m.to.includes(email) && m.text.includes('/unsubscribe?token='),
      ),
    );
    const link =
      /https?:\/\/\S+\/unsubscribe\?token=[\w-]+/.exec(welcome.text)?.[0] ?? '';
    const { pathname, search } = new URL(link);
    await page.goto(`${inject('stackUrl')}${pathname}${search}`);
    // Assert
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain("You've been unsubscribed");
    await expectNoAxeViolations(page);
    expect(await table.get(subscriberKey(email))).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(String),
    });
    await page.close();
  });

  it('says a used or unknown confirmation link is not valid', async () => {
    const page = await browser().newPage();
    await page.goto(
      `${inject('stackUrl')}/newsletter/confirm?token=${'x'.repeat(43)}`,
    );
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('not valid');
    await page.close();
  });

  it('rejects a bad e-mail in the form without calling the API', async () => {
    const page = await browser().newPage();
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/subscriptions')) posted = true;
    });
    await page.goto(`${inject('stackUrl')}/faq`);
    await page.waitForLoadState('networkidle');
    const status = await subscribeInFooter(page, 'not-an-email');
    await expect
      .poll(() => status.textContent())
      .toBe('Enter a valid e-mail address');
    expect(posted).toBe(false);
    await page.close();
  });

  it('says an unknown unsubscribe link is not valid', async () => {
    const page = await browser().newPage();
    await page.goto(
      `${inject('stackUrl')}/unsubscribe?token=${'x'.repeat(43)}`,
    );
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('not valid');
    await page.close();
  });
});
