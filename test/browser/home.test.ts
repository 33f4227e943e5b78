import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { leadKey } from '#data/keys';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { tableClient } from '#test-support/table';

const browser = browserPerFile();
const table = tableClient();
afterAll(() => {
  table.close();
});

async function home(width = 1280): Promise<Page> {
  const page = await browser().newPage({ viewport: { width, height: 800 } });
  await page.goto(inject('stackUrl'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().isVisible();

describe('home page', () => {
  it('has every section and no axe violations, at desktop and 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await home(width);
      for (const name of [
        'How it works',
        'Sample savings',
        'Why compare with us',
        'What our customers say',
      ])
        expect(await page.getByRole('heading', { name }).isVisible()).toBe(
          true,
        );
      await expectNoAxeViolations(page);
      await page.close();
    }
  });

  it('offers one primary action in the hero, Compare Now', async () => {
    const page = await home();
    const primaries = page.locator('.hero .button-primary');
    expect(await primaries.count()).toBe(1);
    expect(await primaries.textContent()).toBe('Compare Now');
    await page.close();
  });

  it('Compare Now compares the postcode entered (max 4 characters) and puts the comparison in the address', async () => {
    const page = await home();
    const postcode = page.getByLabel('Your postcode');
    await postcode.fill('300012');
    expect(await postcode.inputValue()).toBe('3000');
    await page.getByRole('button', { name: 'Compare Now' }).click();
    await page.getByRole('heading', { name: /plans for 3000/ }).waitFor();
    expect(await page.locator('article.plan-card').count()).toBeGreaterThan(0);
    await page.waitForURL(/\/compare\?postcode=3000&.*usage=300/);
    await page.close();
  });

  it('takes digits only in the postcode box and says why it cannot go on under 4', async () => {
    // Arrange
    const page = await home(375);
    const postcode = page.getByLabel('Your postcode');
    const why = page
      .getByRole('alert')
      .filter({ hasText: 'Australian postcodes have 4 digits' });
    // Act
    await postcode.pressSequentially('3a0b');
    await expect.poll(() => postcode.inputValue()).toBe('30');
    await page.getByRole('button', { name: 'Compare Now' }).click();
    // Assert
    await why.waitFor();
    expect(await postcode.getAttribute('inputmode')).toBe('numeric');
    expect(await postcode.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/');
    await expectNoAxeViolations(page);
    await postcode.fill('3000');
    await expect.poll(() => why.count()).toBe(0);
    await page.getByRole('button', { name: 'Compare Now' }).click();
    await page.getByRole('heading', { name: /plans for 3000/ }).waitFor();
    await page.close();
  });

  it('/compare leaves out a linked postcode that is not 4 digits and says so', async () => {
    const page = await browser().newPage();
    await page.goto(`${inject('stackUrl')}/compare?postcode=12ab`);
    await page.getByText('"12ab" is not a 4-digit postcode').waitFor();
    expect(await page.getByLabel('Postcode').inputValue()).toBe('');
    await page.getByLabel('Postcode').fill('30');
    await page
      .getByText('Australian postcodes have 4 digits. Enter all 4 to compare.')
      .waitFor();
    expect(
      await page.getByRole('button', { name: 'Compare Plans' }).isDisabled(),
    ).toBe(true);
    await page.close();
  });

  it('moves the testimonials with the buttons and the arrow keys, announcing each', async () => {
    const page = await home();
    const carousel = page.getByRole('region', {
      name: 'Customer testimonials',
    });
    const slide = () => carousel.locator('figure').getAttribute('aria-label');
    expect(await slide()).toBe('1 of 9');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await slide()).toBe('2 of 9');
    await page.keyboard.press('ArrowRight');
    expect(await slide()).toBe('3 of 9');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await slide()).toBe('9 of 9');
    await carousel
      .getByRole('button', { name: 'Previous testimonial' })
      .click();
    expect(await slide()).toBe('8 of 9');
    expect(await carousel.locator('[aria-live="polite"]').count()).toBe(1);
    await page.close();
  });

  it('Call Us shows the number and hours; Escape closes it; Request Call Back opens the form', async () => {
    const page = await home();
    await page.getByRole('button', { name: 'Call Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call Us' });
    await dialog.waitFor(); // its code may still be loading
    expect(await dialog.getByText('Mon-Fri 8am-6pm AEST').isVisible()).toBe(
      true,
    );
    expect(
      await dialog.getByRole('link', { name: 'Call Now' }).getAttribute('href'),
    ).toMatch(/^tel:\d+/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Call Us' }).click();
    await dialog.getByRole('button', { name: 'Request Call Back' }).click();
    await page.getByRole('dialog', { name: 'Request a call back' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Free Consultation' }).click();
    await page.getByRole('dialog', { name: 'Request a call back' }).waitFor();
    await page.close();
  });

  it('the start popup checks the required fields, saves the inquiry and opens /compare', async () => {
    // Arrange
    const page = await home();
    await page.getByLabel('Your postcode').fill('4000');
    await page
      .getByRole('button', { name: 'Start Comparison' })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Start your comparison' });
    await dialog.getByRole('button', { name: 'Compare Plans' }).click();
    // The schema loads with the form's first use, so the check is async.
    await expect
      .poll(() => dialog.getByText('Name is required').isVisible())
      .toBe(true);
    expect(
      await dialog.getByRole('radio', { name: 'Residential' }).isChecked(),
    ).toBe(true);
    // Act
    await dialog.getByLabel('Full name').fill('Kim Lee');
    // A phone of its own: one seen before would join that person's inquiry.
    const phone = `04${Math.random().toString().slice(2, 10)}`;
    await dialog.getByLabel('Phone').fill(phone);
    expect(await dialog.getByLabel('Postcode').inputValue()).toBe('4000');
    await dialog.getByLabel('Current provider').selectOption('AGL');
    await dialog.getByLabel('I have solar panels').check();
    await dialog.getByRole('radio', { name: 'Business' }).check();
    expect(
      await dialog.getByRole('radio', { name: 'Residential' }).isChecked(),
    ).toBe(false);
    const saved = page.waitForResponse((r) =>
      r.url().endsWith('/api/inquiries'),
    );
    await dialog.getByRole('button', { name: 'Compare Plans' }).click();
    const response = await saved;
    // Assert
    expect(response.status()).toBe(201);
    await page.waitForURL(/\/compare\?/);
    const params = new URL(page.url()).searchParams;
    // The name and phone reach the comparison, never the address.
    expect(Object.fromEntries(params)).toEqual({
      postcode: '4000',
      currentProvider: 'AGL',
      hasSolar: 'true',
      hasGas: 'false',
      isResidential: 'false',
      isBusiness: 'true',
    });
    await expect
      .poll(() => visible(page, 'Information Captured! ✅'))
      .toBe(true);
    const { id } = (await response.json()) as { id: string };
    expect(await table.get(leadKey(id))).toMatchObject({
      inquirySource: 'comparison_form',
      notes: 'Solar: yes; Gas: no; Customer type: Business',
    });
    await page.close();
  });

  it('the start popup shows the failure message and stays open when saving fails', async () => {
    const page = await home();
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{}',
      }),
    );
    await page
      .getByRole('button', { name: 'Start Comparison' })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Start your comparison' });
    await dialog.getByLabel('Full name').fill('Kim Lee');
    // A phone of its own: one seen before would join that person's inquiry.
    const phone = `04${Math.random().toString().slice(2, 10)}`;
    await dialog.getByLabel('Phone').fill(phone);
    await dialog.getByLabel('Postcode').fill('2000');
    await dialog.getByRole('button', { name: 'Compare Plans' }).click();
    await expect
      .poll(() => visible(page, 'Failed to submit form. Please try again.'))
      .toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await page.close();
  });
});
