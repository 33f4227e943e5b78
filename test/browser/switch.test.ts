import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();

/** From /compare's first result to step 2 of /switch. */
async function openStepTwo(page: Page) {
  await page.goto(
    `${inject('stackUrl')}/compare?postcode=3000&name=Jo&phone=0400000000`,
  );
  await page.getByRole('button', { name: 'Compare Plans' }).click();
  await page
    .locator('article.plan-card')
    .first()
    .getByRole('link', { name: 'Switch Now' })
    .click();
  await page.waitForURL(/\/switch\?/);
  await page.getByRole('button', { name: 'Continue to Your Details' }).click();
  return page.getByRole('form', { name: 'Your details' });
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not laid out`);
  return found;
};

describe('/switch', () => {
  it('keeps step 2, consent included, through Back to Plan and Continue', async () => {
    // Arrange
    const page = await browser().newPage();
    const form = await openStepTwo(page);
    await form.getByLabel('First name').fill('Mei');
    await form.getByLabel('E-mail').fill('mei@example.com');
    await form.getByLabel('Special requests (optional)').fill('Call after 5');
    await form.getByLabel(/I agree to switch/).check();
    await form.getByLabel(/energy tips/).check();
    // Act
    await form.getByRole('button', { name: 'Back to Plan' }).click();
    await page
      .getByRole('button', { name: 'Continue to Your Details' })
      .click();
    // Assert
    expect(await form.getByLabel('First name').inputValue()).toBe('Mei');
    expect(await form.getByLabel('E-mail').inputValue()).toBe(
      'mei@example.com',
    );
    expect(
      await form.getByLabel('Special requests (optional)').inputValue(),
    ).toBe('Call after 5');
    expect(await form.getByLabel(/I agree to switch/).isChecked()).toBe(true);
    expect(await form.getByLabel(/energy tips/).isChecked()).toBe(true);
    await page.close();
  });

  it('draws the steps once numbered and shows the plan beside a two-column form at 1280 px', async () => {
    // Arrange
    const page = await browser().newPage({
      viewport: { width: 1280, height: 900 },
    });
    // Act
    await openStepTwo(page);
    // Assert: the list's own markers are off; the drawn number is the only one.
    const steps = page.getByRole('list', { name: 'Switching steps' });
    expect(
      await page.evaluate(
        'getComputedStyle(document.querySelector(".switch-steps")).listStyleType',
      ),
    ).toBe('none');
    expect(
      await steps.locator('[aria-current="step"]').textContent(),
    ).toContain('Your Details');
    const form = await box(page, 'form.switch-form');
    const plan = await box(page, 'aside.chosen-plan');
    expect(plan.x).toBeGreaterThanOrEqual(form.x + form.width);
    expect(
      await page
        .getByRole('complementary', { name: 'Your chosen plan' })
        .locator('.chosen-plan-name')
        .textContent(),
    ).not.toBe('');
    const first = await box(page, 'input[name="firstName"]');
    const last = await box(page, 'input[name="lastName"]');
    expect(first.width).toBeLessThan(520);
    expect(last.y).toBe(first.y);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('opens step 2 at its top and stacks the plan above the form without overflow at 375 px', async () => {
    const page = await browser().newPage({
      viewport: { width: 375, height: 740 },
    });
    await openStepTwo(page);
    // The step starts at its top, not where Continue was pressed.
    expect(await page.evaluate('window.scrollY')).toBe(0);
    const plan = await box(page, 'aside.chosen-plan');
    const form = await box(page, 'form.switch-form');
    expect(plan.y + plan.height).toBeLessThanOrEqual(form.y);
    expect(
      Number(await page.evaluate('document.documentElement.scrollWidth')),
    ).toBeLessThanOrEqual(375);
    await page.close();
  });
});
