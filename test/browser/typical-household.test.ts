import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';
import { randomViewerAddress } from '#test-support/viewer-address';

/** A visitor of its own, inside the forms' per-visitor limit. */
const visitor = () => ({ 'cloudfront-viewer-address': randomViewerAddress() });

const browser = browserPerFile();

const homeFigure = (id: string) =>
  `[data-card-estimate="home"][data-plan-id="${id}"]`;

describe('the typical home, on every screen of one plan', () => {
  it('shows the same 30-day home figure on the result row, in Details, on /rates, on the plan page and side by side', async () => {
    // Arrange: the first plan compare lists at 2000
    const page = await browser().newPage({ extraHTTPHeaders: visitor() });
    const stack = inject('stackUrl');
    await page.goto(`${stack}/compare?postcode=2000`);
    await expect
      .poll(() => page.getByLabel('Postcode').inputValue())
      .toBe('2000');
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    const row = page.locator('article.plan-card').first();
    await row.waitFor();
    await row.getByRole('button', { name: /Details/ }).click();
    const onRow = row.locator('[data-card-estimate="home"]');
    await onRow.waitFor();
    const id = (await onRow.getAttribute('data-plan-id')) ?? '';
    const shown = { row: (await onRow.textContent()) ?? '' };
    // Act: the same plan on /rates, its page and side by side
    await page.goto(`${stack}/rates`);
    await page.getByLabel('Your state').selectOption('NSW');
    const onRates = page.locator(homeFigure(id));
    await onRates.waitFor();
    const rates = (await onRates.textContent()) ?? '';
    await page.goto(`${stack}/plans/${encodeURIComponent(id)}`);
    const onPlanPage = page.locator(homeFigure(id));
    await onPlanPage.waitFor();
    const planPage = (await onPlanPage.textContent()) ?? '';
    await page.goto(
      `${stack}/compare/side-by-side?${new URLSearchParams({
        plans: id,
        postcode: '2000',
        energyType: 'Electricity',
        customerType: 'Residential',
        usage: '400',
      })}`,
    );
    const onSideBySide = page.locator(homeFigure(id));
    await onSideBySide.waitFor();
    const sideBySide = (await onSideBySide.textContent()) ?? '';
    // Assert
    expect(shown.row).toMatch(/^\$\d[\d,]*$/);
    expect({ rates, planPage, sideBySide }).toEqual({
      rates: shown.row,
      planPage: shown.row,
      sideBySide: shown.row,
    });
    await page.close();
  });
});
