import { afterAll, describe, expect, inject, it } from 'vitest';
import { leadKey } from '#data/keys';
import { browserPerFile } from '#test-support/browser';
import { eventually } from '#test-support/http';
import { messagesMentioning } from '#test-support/outbox';
import { tableClient } from '#test-support/table';

const browser = browserPerFile();
const table = tableClient();
afterAll(() => table.close());

describe('a visitor requests a call back', () => {
  it('sees the success message; the request is stored and staff are e-mailed', async () => {
    // Arrange
    const page = await browser().newPage();
    const email = `browser.${Date.now()}@example.com`;
    await page.goto(inject('stackUrl'));
    // Act
    await page.getByRole('button', { name: 'Request Call Back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a call back' });
    await dialog.getByLabel('Full name').fill('Sam Nguyen');
    await dialog.getByLabel('Phone').fill('0400 111 222');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Postcode').fill('4000');
    await dialog.getByLabel('Preferred time').selectOption('evening');
    await dialog.getByLabel('Current retailer').selectOption('other');
    await dialog.getByLabel('Retailer name').fill('Tiny Power Co');
    const created = page.waitForResponse((r) =>
      r.url().endsWith('/api/callbacks'),
    );
    await dialog.getByRole('button', { name: 'Request Call Back' }).click();
    const response = await created;
    // Assert
    await expect
      .poll(() =>
        page
          .getByText('Callback Requested! ✅', { exact: true })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const { id } = (await response.json()) as { id: string };
    expect(await table.get(leadKey(id))).toMatchObject({
      email,
      postcode: '4000',
      preferredTime: 'evening',
      currentRetailer: 'Tiny Power Co',
      status: 'pending',
    });
    await eventually(async () =>
      (await messagesMentioning(email)).length ? true : undefined,
    );
    await page.close();
  });

  it('shows which field is wrong and sends nothing when the form is incomplete', async () => {
    // Arrange
    const page = await browser().newPage();
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/callbacks')) posted = true;
    });
    await page.goto(inject('stackUrl'));
    // Act
    await page.getByRole('button', { name: 'Request Call Back' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Sam Nguyen');
    await dialog.getByRole('button', { name: 'Request Call Back' }).click();
    // Assert
    await expect
      .poll(() => dialog.getByRole('alert').first().textContent())
      .toMatch(/phone/i);
    expect(posted).toBe(false);
    await page.close();
  });

  it('shows the failure message when the server cannot store the request', async () => {
    // Arrange: the API fails for this page only.
    const page = await browser().newPage();
    await page.route('**/api/callbacks', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"x"}}',
      });
    });
    await page.goto(inject('stackUrl'));
    // Act
    await page.getByRole('button', { name: 'Request Call Back' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Sam Nguyen');
    await dialog.getByLabel('Phone').fill('0400 111 222');
    await dialog.getByLabel('E-mail').fill('sam@example.com');
    await dialog.getByRole('button', { name: 'Request Call Back' }).click();
    // Assert
    const processing = dialog.getByRole('button', { name: 'Processing...' });
    await expect.poll(() => processing.isDisabled()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText('Failed to submit callback request. Please try again.', {
            exact: true,
          })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await page.close();
  });
});
