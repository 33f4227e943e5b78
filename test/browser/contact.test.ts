import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { eventually } from '#test-support/http';
import { messagesMentioning } from '#test-support/outbox';

const browser = browserPerFile();

async function contactPage(): Promise<Page> {
  const page = await browser().newPage();
  await page.goto(`${inject('stackUrl')}/contact`);
  await page.getByRole('form', { name: 'Contact us' }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

const form = (page: Page) => page.getByRole('form', { name: 'Contact us' });

const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().isVisible();

describe('contact form', () => {
  it('asks for the required fields and sends nothing', async () => {
    const page = await contactPage();
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact-messages')) posted = true;
    });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    // The schema loads with the form's first use, so the check is async.
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'Please fill in all required fields.' })
          .isVisible(),
      )
      .toBe(true);
    expect(
      await form(page).getByLabel('Full name').getAttribute('aria-invalid'),
    ).toBe('true');
    await expectNoAxeViolations(page);
    expect(posted).toBe(false);
    await page.close();
  });

  it('sends a message by keyboard alone: success message, cleared form, staff e-mail', async () => {
    // Arrange
    const page = await contactPage();
    const email = `keyboard.${Date.now()}@example.com`;
    // Act: tab to each field in order.
    await form(page).getByLabel('Full name').focus();
    await page.keyboard.type('Noah Smith');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('0400 000 999');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Moving house');
    await page.keyboard.press('Tab');
    await form(page).getByLabel('Category').selectOption('switching');
    await form(page).getByLabel('Message').focus();
    await page.keyboard.type('Which retailer covers my new address?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // Assert
    await expect
      .poll(() =>
        visible(
          page,
          "Thank you! We've received your message and will get back to you within 24 hours.",
        ),
      )
      .toBe(true);
    expect(await form(page).getByLabel('Full name').inputValue()).toBe('');
    const [mail] = await eventually(async () => {
      const found = await messagesMentioning(email);
      return found.length ? found : undefined;
    });
    expect(mail?.subject).toContain('Noah Smith');
    expect(mail?.text).toContain('Which retailer covers my new address?');
    expect(mail?.text).toContain('Switching help');
    await page.close();
  });

  it('shows the failure message when the server fails', async () => {
    const page = await contactPage();
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{}',
      }),
    );
    await form(page).getByLabel('Full name').fill('Noah Smith');
    await form(page).getByLabel('E-mail').fill('noah@example.com');
    await form(page).getByLabel('Message').fill('Hello');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() =>
        visible(
          page,
          'There was an error sending your message. Please try again.',
        ),
      )
      .toBe(true);
    expect(await form(page).getByLabel('Full name').inputValue()).toBe(
      'Noah Smith',
    );
    await page.close();
  });
});
